// cf.switch lists its default successor first, as MLIR's syntax requires.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cf-switch-no-default.mlir:8:24: error: expected 'default', got '3'{{$}}
// CHECK-NEXT: {{^}}  cf.switch %s : i8, [ 3: ^bb1 ]{{$}}
// CHECK-NEXT: {{^}}                       ^{{$}}

func.func @f(%s: i8) -> i8 {
  cf.switch %s : i8, [ 3: ^bb1 ]
^bb1:
  return %s : i8
}
