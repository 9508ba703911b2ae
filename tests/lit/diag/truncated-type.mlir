// A file that ends after the ':' of a type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truncated-type.mlir:9:1: error: expected a type, got end of file{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a :
