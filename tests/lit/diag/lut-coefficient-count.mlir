// comb.lut with fewer coefficients than inputs.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}lut-coefficient-count.mlir:8:8: error: 'comb.lut' has 1 coefficient for 2 inputs{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.lut %a, %b {coefficients = array<i8: 1>, lookupTable = array<i8: 1, 2>} : (i8, i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8, %b: i8) -> i8 {
  %0 = comb.lut %a, %b {coefficients = array<i8: 1>, lookupTable = array<i8: 1, 2>} : (i8, i8) -> i8
  return %0 : i8
}
