// A block that branches to itself: loops are outside the spec.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cfg-self-loop.mlir:11:3: error: loops in the CFG are not supported (branch back to ^bb1){{$}}
// CHECK-NEXT: {{^}}  cf.br ^bb1(%y : i8){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i8):
  %y = arith.addi %x, %x : i8
  cf.br ^bb1(%y : i8)
}
