// A custom-form binary op without its ': type'.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}missing-result-type.mlir:9:3: error: expected ':', got 'return'{{$}}
// CHECK-NEXT: {{^}}  return %0 : i8{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a
  return %0 : i8
}
