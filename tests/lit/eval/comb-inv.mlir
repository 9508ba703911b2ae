// comb.inv: bitwise not.

// RUN: combc eval %s --top=inv8 -- 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 255
// ~0x5A = 0xA5
// RUN: combc eval %s --top=inv8 -- 0x5A | FileCheck %s %exact --check-prefix=PAT
// PAT: 165
// RUN: combc eval %s --top=inv1 -- 1 | FileCheck %s %exact --check-prefix=BIT
// BIT: 0
// RUN: combc eval %s --top=inv1 -- 0 | FileCheck %s %exact --check-prefix=BIT0
// BIT0: 1

func.func @inv8(%a: i8) -> i8 {
  %0 = comb.inv %a : i8
  return %0 : i8
}
func.func @inv1(%a: i1) -> i1 {
  %0 = comb.inv %a : i1
  return %0 : i1
}
