// A file that ends inside a function body: the error is just past the last
// token (not on the blank line after it) and names the unclosed '{'.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truncated-function.mlir:9:30: error: expected '}' to close '{' at 8:28, got end of file{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : i8{{$}}
// CHECK-NEXT: {{^}}                             ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8
