// A vector type in a result type is rejected.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-type-vector.mlir:7:25: error: unsupported type 'vector'{{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: i8) -> vector<4xi32> {{{$}}
// CHECK-NEXT: {{^}}                        ^{{$}}

func.func @f(%a: i8) -> vector<4xi32> {
  return %a : i8
}
