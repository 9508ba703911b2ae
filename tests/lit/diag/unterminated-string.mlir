// A string literal without its closing quote.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unterminated-string.mlir:8:35: error: {{.*}}string{{.*}}{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : i8 loc("oops.mlir{{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8 loc("oops.mlir
  return %0 : i8
}
