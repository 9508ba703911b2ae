// A two-block loop through cond_br: loops are outside the spec.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cfg-loop.mlir:13:3: error: loops in the CFG are not supported (branch back to ^head){{$}}
// CHECK-NEXT: {{^}}  cf.br ^head(%y : i8){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8, %c: i1) -> i8 {
  cf.br ^head(%a : i8)
^head(%x: i8):
  cf.cond_br %c, ^body, ^exit
^body:
  %y = arith.addi %x, %x : i8
  cf.br ^head(%y : i8)
^exit:
  return %x : i8
}
