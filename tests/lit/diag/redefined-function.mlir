// Two functions with the same name.
// RUN: not combc eval %s --top=f 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}redefined-function.mlir:10:11: error: redefinition of symbol '@f'{{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: i8) -> i8 {{{$}}
// CHECK-NEXT: {{^}}          ^{{$}}

func.func @f(%a: i8) -> i8 {
  return %a : i8
}
func.func @f(%a: i8) -> i8 {
  return %a : i8
}
