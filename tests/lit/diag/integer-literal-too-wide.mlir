// A constant that fits neither signed nor unsigned in its type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}integer-literal-too-wide.mlir:8:23: error: integer value 300 does not fit in 8 bits{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.constant 300 : i8{{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}

func.func @f() -> i8 {
  %0 = arith.constant 300 : i8
  return %0 : i8
}
