// A file that ends in the middle of an op's operand list.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truncated-op.mlir:8:22: error: expected an SSA value, got end of file{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a,{{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a,
