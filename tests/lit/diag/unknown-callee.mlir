// A call to a function that does not exist.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unknown-callee.mlir:8:8: error: call to unknown function '@nosuch'{{$}}
// CHECK-NEXT: {{^}}  %0 = func.call @nosuch(%a) : (i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = func.call @nosuch(%a) : (i8) -> i8
  return %0 : i8
}
