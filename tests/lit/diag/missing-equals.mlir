// A result name without '='.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}missing-equals.mlir:8:6: error: expected '=', got 'arith.addi'{{$}}
// CHECK-NEXT: {{^}}  %0 arith.addi %a, %a : i8{{$}}
// CHECK-NEXT: {{^}}     ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 arith.addi %a, %a : i8
  return %0 : i8
}
