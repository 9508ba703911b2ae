// comb.concat: the first operand is the most significant (README, Semantics).

// 0xA, 0x5 -> 0xA5
// RUN: combc eval %s --top=cat2 -- 0xA 0x5 | FileCheck %s %exact --check-prefix=TWO
// TWO: 165
// 0b1, 0b10, 0b011 -> 0b110011
// RUN: combc eval %s --top=cat3 -- 1 2 3 | FileCheck %s %exact --check-prefix=THREE
// THREE: 51
// RUN: combc eval %s --top=cat1 -- 9 | FileCheck %s %exact --check-prefix=ONE
// ONE: 9
// four i1s: first is bit 3
// RUN: combc eval %s --top=catbits -- 1 0 0 0 | FileCheck %s %exact --check-prefix=BITS
// BITS: 8

func.func @cat2(%a: i4, %b: i4) -> i8 {
  %0 = comb.concat %a, %b : i4, i4
  return %0 : i8
}
func.func @cat3(%a: i1, %b: i2, %c: i3) -> i6 {
  %0 = comb.concat %a, %b, %c : i1, i2, i3
  return %0 : i6
}
func.func @cat1(%a: i5) -> i5 {
  %0 = comb.concat %a : i5
  return %0 : i5
}
func.func @catbits(%a: i1, %b: i1, %c: i1, %d: i1) -> i4 {
  %0 = comb.concat %a, %b, %c, %d : i1, i1, i1, i1
  return %0 : i4
}
