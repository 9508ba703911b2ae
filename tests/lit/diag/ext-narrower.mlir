// arith.extsi to a narrower type (the destination must be wider).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}ext-narrower.mlir:8:8: error: 'arith.extsi' result width 8 must be larger than input width 16{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.extsi %a : i16 to i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i16) -> i8 {
  %0 = arith.extsi %a : i16 to i8
  return %0 : i8
}
