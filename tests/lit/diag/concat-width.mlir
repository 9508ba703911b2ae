// comb.concat whose written result type is not the sum of its operand widths.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}concat-width.mlir:8:8: error: 'comb.concat' result width 9 must be the sum of the operand widths, 8{{$}}
// CHECK-NEXT: {{^}}  %0 = "comb.concat"(%a, %b) : (i4, i4) -> i9{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i4, %b: i4) -> i9 {
  %0 = "comb.concat"(%a, %b) : (i4, i4) -> i9
  return %0 : i9
}
