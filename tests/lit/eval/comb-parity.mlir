// comb.parity: the xor of all bits, an i1 (README, Semantics).

// RUN: combc eval %s --top=p8 -- 0 | FileCheck %s %exact --check-prefix=Z
// Z: 0
// RUN: combc eval %s --top=p8 -- 1 | FileCheck %s %exact --check-prefix=ONE
// ONE: 1
// RUN: combc eval %s --top=p8 -- 0xFF | FileCheck %s %exact --check-prefix=FF
// FF: 0
// RUN: combc eval %s --top=p8 -- 7 | FileCheck %s %exact --check-prefix=SEVEN
// SEVEN: 1
// RUN: combc eval %s --top=p1 -- 1 | FileCheck %s %exact --check-prefix=B1
// B1: 1
// i65: only bit 64 set
// RUN: combc eval %s --top=p65 -- 0x10000000000000000 | FileCheck %s %exact --check-prefix=TOP65
// TOP65: 1
// i65: all 65 bits set
// RUN: combc eval %s --top=p65 -- 0x1FFFFFFFFFFFFFFFF | FileCheck %s %exact --check-prefix=ALL65
// ALL65: 1
// i65: bits 64 and 0
// RUN: combc eval %s --top=p65 -- 0x10000000000000001 | FileCheck %s %exact --check-prefix=TWO65
// TWO65: 0

func.func @p8(%a: i8) -> i1 {
  %0 = comb.parity %a : i8
  return %0 : i1
}
func.func @p1(%a: i1) -> i1 {
  %0 = comb.parity %a : i1
  return %0 : i1
}
func.func @p65(%a: i65) -> i1 {
  %0 = comb.parity %a : i65
  return %0 : i1
}
