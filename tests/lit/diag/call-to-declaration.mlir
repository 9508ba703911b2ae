// A call to a private declaration cannot be evaluated: it has no body.
// RUN: not combc eval %s -- 1 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}call-to-declaration.mlir:9:8: error: cannot evaluate 'ext': it is an external module (a declaration without a body), which has no behaviour{{$}}
// CHECK-NEXT: {{^}}  %0 = func.call @ext(%a) : (i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func private @ext(i8) -> i8
func.func @f(%a: i8) -> i8 {
  %0 = func.call @ext(%a) : (i8) -> i8
  return %0 : i8
}
