// A tensor type in an op's type is rejected.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-type-tensor.mlir:8:28: error: unsupported type 'tensor'{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : tensor<4xi8>{{$}}
// CHECK-NEXT: {{^}}                           ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : tensor<4xi8>
  return %a : i8
}
