// Two blocks with the same label.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}redefined-block.mlir:11:1: error: redefinition of block '^bb1'{{$}}
// CHECK-NEXT: {{^}}^bb1:{{$}}
// CHECK-NEXT: {{^}}^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb1:
  return %a : i8
^bb2:
  return %a : i8
}
