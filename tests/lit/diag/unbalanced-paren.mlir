// A signature whose '(' is not closed: the error is at the token where ')'
// was expected.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unbalanced-paren.mlir:8:21: error: expected ')' to close '(' at 8:13, got '->'{{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: i8 -> i8 {{{$}}
// CHECK-NEXT: {{^}}                    ^{{$}}

func.func @f(%a: i8 -> i8 {
  return %a : i8
}
