// A switch case that branches back is a loop, reported at the switch.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cf-switch-loop.mlir:11:3: error: loops in the CFG are not supported (branch back to ^head){{$}}
// CHECK-NEXT: {{^}}  cf.switch %x : i8, [{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^head(%a : i8)
^head(%x: i8):
  %y = arith.addi %x, %x : i8
  cf.switch %x : i8, [
    default: ^exit,
    1: ^exit,
    2: ^head(%y : i8)
  ]
^exit:
  return %x : i8
}
