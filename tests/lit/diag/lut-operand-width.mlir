// comb.lut's inputs and result are i8.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}lut-operand-width.mlir:8:8: error: 'comb.lut' operands must be i8, got i4{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.lut %a {coefficients = array<i8: 1>, lookupTable = array<i8: 1, 2>} : (i4) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i4) -> i8 {
  %0 = comb.lut %a {coefficients = array<i8: 1>, lookupTable = array<i8: 1, 2>} : (i4) -> i8
  return %0 : i8
}
