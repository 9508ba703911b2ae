// A file that ends inside a function body: the error is at the end of the
// file and names the unclosed '{'.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truncated-function.mlir:10:1: error: expected '}' to close '{' at 8:28, got end of file{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8
