// A generic call without its callee attribute.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}generic-call-missing-callee.mlir:8:8: error: missing 'callee' symbol attribute{{$}}
// CHECK-NEXT: {{^}}  %0 = "func.call"(%a) : (i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = "func.call"(%a) : (i8) -> i8
  return %0 : i8
}
