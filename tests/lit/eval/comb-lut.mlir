// comb.lut: index = sum coefficients[i] * inputs[i] in 8-bit wrapping
// arithmetic, read unsigned; result = lookupTable[index], 0 when index is past
// the table (README, Semantics).

// RUN: combc eval %s --top=lut2 -- 0 0 | FileCheck %s %exact --check-prefix=I0
// I0: 10
// RUN: combc eval %s --top=lut2 -- 1 0 | FileCheck %s %exact --check-prefix=I1
// I1: 20
// index 1*0 + 2*1 = 2
// RUN: combc eval %s --top=lut2 -- 0 1 | FileCheck %s %exact --check-prefix=I2
// I2: 30
// RUN: combc eval %s --top=lut2 -- 1 1 | FileCheck %s %exact --check-prefix=I3
// I3: 40
// index 4 is past the 4-entry table
// RUN: combc eval %s --top=lut2 -- 2 1 | FileCheck %s %exact --check-prefix=PAST
// PAST: 0
// 130 + 2*64 = 258 wraps to 2
// RUN: combc eval %s --top=lut2 -- 130 64 | FileCheck %s %exact --check-prefix=WRAP
// WRAP: 30
// 128 + 2*64 = 256 wraps to 0
// RUN: combc eval %s --top=lut2 -- 128 64 | FileCheck %s %exact --check-prefix=WRAP0
// WRAP0: 10
// coefficient -1: index 3 - 1 = 2
// RUN: combc eval %s --top=lutneg -- 3 1 | FileCheck %s %exact --check-prefix=NEGCO
// NEGCO: 7
// index -1 reads as 255: past the table
// RUN: combc eval %s --top=lutneg -- 0 1 | FileCheck %s %exact --check-prefix=NEGIDX
// NEGIDX: 0
// table entry -1 is 0xFF
// RUN: combc eval %s --top=lutneg -- 0 0 | FileCheck %s %exact --check-prefix=NEGVAL
// NEGVAL: 255
// 64 * 4 = 256 wraps to index 0
// RUN: combc eval %s --top=lutmul -- 4 | FileCheck %s %exact --check-prefix=MULWRAP
// MULWRAP: 5
// index 64 is past the table
// RUN: combc eval %s --top=lutmul -- 1 | FileCheck %s %exact --check-prefix=MUL1
// MUL1: 0
// -128 * 2 = -256 wraps to index 0
// RUN: combc eval %s --top=lutmin -- 2 | FileCheck %s %exact --check-prefix=MIN
// MIN: 9

func.func @lut2(%a: i8, %b: i8) -> i8 {
  %0 = comb.lut %a, %b {coefficients = array<i8: 1, 2>, lookupTable = array<i8: 10, 20, 30, 40>} : (i8, i8) -> i8
  return %0 : i8
}
func.func @lutneg(%a: i8, %b: i8) -> i8 {
  %0 = comb.lut %a, %b {coefficients = array<i8: 1, -1>, lookupTable = array<i8: -1, 3, 7>} : (i8, i8) -> i8
  return %0 : i8
}
func.func @lutmul(%a: i8) -> i8 {
  %0 = comb.lut %a {coefficients = array<i8: 64>, lookupTable = array<i8: 5, 6>} : (i8) -> i8
  return %0 : i8
}
func.func @lutmin(%a: i8) -> i8 {
  %0 = comb.lut %a {coefficients = array<i8: -128>, lookupTable = array<i8: 9>} : (i8) -> i8
  return %0 : i8
}
