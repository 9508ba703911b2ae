// A file that ends after the ':' of a type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truncated-type.mlir:8:27: error: expected a type, got end of file{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a :{{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a :
