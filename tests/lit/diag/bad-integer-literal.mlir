// A malformed hex literal.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}bad-integer-literal.mlir:8:24: error: expected ':' and the constant's type{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.constant 0xZ1 : i8{{$}}
// CHECK-NEXT: {{^}}                       ^{{$}}

func.func @f() -> i8 {
  %0 = arith.constant 0xZ1 : i8
  return %0 : i8
}
