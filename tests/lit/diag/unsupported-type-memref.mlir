// A memref type is rejected with its name.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-type-memref.mlir:7:18: error: unsupported type 'memref'{{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: memref<4xi8>) -> i8 {{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: memref<4xi8>) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
