// A file that ends in the middle of an op's operand list.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truncated-op.mlir:9:1: error: expected an SSA value, got end of file{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a,
