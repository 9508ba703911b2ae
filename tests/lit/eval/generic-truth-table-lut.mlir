// comb.truth_table (HEIR integer table and CIRCT list) and comb.lut in the
// generic form.

// RUN: combc eval %s --top=tt -- 0 1 | FileCheck %s %exact --check-prefix=A01
// A01: 1
// A01-NEXT: 1
// RUN: combc eval %s --top=tt -- 1 0 | FileCheck %s %exact --check-prefix=A10
// A10: 0
// A10-NEXT: 0
// RUN: combc eval %s --top=lut -- 1 1 | FileCheck %s %exact --check-prefix=L
// L: 40

func.func @tt(%a: i1, %b: i1) -> (i1, i1) {
  %0 = "comb.truth_table"(%a, %b) {lookupTable = 2 : ui4} : (i1, i1) -> i1
  %1 = "comb.truth_table"(%a, %b) {lookupTable = [false, true, false, false]} : (i1, i1) -> i1
  return %0, %1 : i1, i1
}
func.func @lut(%a: i8, %b: i8) -> i8 {
  %0 = "comb.lut"(%a, %b) {coefficients = array<i8: 1, 2>, lookupTable = array<i8: 10, 20, 30, 40>} : (i8, i8) -> i8
  return %0 : i8
}
