// A binary op with one operand.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}wrong-arity-binary.mlir:8:19: error: expected 2 operands{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a : i8{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a : i8
  return %0 : i8
}
