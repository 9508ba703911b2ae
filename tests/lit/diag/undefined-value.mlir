// A use of a value that is never defined.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}undefined-value.mlir:8:23: error: use of undefined value '%nosuch'{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %nosuch : i8{{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %nosuch : i8
  return %0 : i8
}
