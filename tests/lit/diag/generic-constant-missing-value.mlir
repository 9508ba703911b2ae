// A generic constant without its value attribute.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}generic-constant-missing-value.mlir:8:8: error: constant needs a 'value' attribute{{$}}
// CHECK-NEXT: {{^}}  %0 = "arith.constant"() : () -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f() -> i8 {
  %0 = "arith.constant"() : () -> i8
  return %0 : i8
}
