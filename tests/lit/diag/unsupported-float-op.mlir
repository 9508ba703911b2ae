// A floating-point op is rejected, naming the op.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-float-op.mlir:8:8: error: unsupported op 'arith.addf' (floating point is not supported){{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addf %a, %a : i32{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i32) -> i32 {
  %0 = arith.addf %a, %a : i32
  return %0 : i32
}
