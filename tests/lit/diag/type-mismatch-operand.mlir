// An operand whose value type differs from the op's written type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}type-mismatch-operand.mlir:8:23: error: use of value '%b' expects different type than prior uses: 'i8' vs 'i16'{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %b : i8{{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}

func.func @f(%a: i8, %b: i16) -> i8 {
  %0 = arith.addi %a, %b : i8
  return %0 : i8
}
