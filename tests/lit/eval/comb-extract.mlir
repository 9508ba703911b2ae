// comb.extract: bits [lowBit, lowBit + width(result)) of the input.
// x = 182 = 0b10110110.

// bit 0, bit 7, bits 5..2, bits 7..4, bits 7..0
// RUN: combc eval %s -- 182 | FileCheck %s %exact --check-prefix=X
// X: 0
// X-NEXT: 1
// X-NEXT: 13
// X-NEXT: 11
// X-NEXT: 182
// RUN: combc eval %s -- 1 | FileCheck %s %exact --check-prefix=Y
// Y: 1
// Y-NEXT: 0
// Y-NEXT: 0
// Y-NEXT: 0
// Y-NEXT: 1

func.func @extract(%x: i8) -> (i1, i1, i4, i4, i8) {
  %b0 = comb.extract %x from 0 : (i8) -> i1
  %b7 = comb.extract %x from 7 : (i8) -> i1
  %mid = comb.extract %x from 2 : (i8) -> i4
  %hi = comb.extract %x from 4 : (i8) -> i4
  %all = comb.extract %x from 0 : (i8) -> i8
  return %b0, %b7, %mid, %hi, %all : i1, i1, i4, i4, i8
}
