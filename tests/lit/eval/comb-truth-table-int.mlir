// comb.truth_table with an integer table (HEIR form `-> 6 : ui4`).  Inputs are
// MSB-first: index = in0 << (n-1) | ... | in(n-1); the result is bit `index`
// of the table (comb-dialect.txt; README, Semantics).
// Table 2 = 0b0010 is true only at index 1, i.e. in0 = 0, in1 = 1: this
// distinguishes MSB-first from LSB-first.

// RUN: combc eval %s --top=tt2 -- 0 0 | FileCheck %s %exact --check-prefix=A00
// A00: 0
// RUN: combc eval %s --top=tt2 -- 0 1 | FileCheck %s %exact --check-prefix=A01
// A01: 1
// RUN: combc eval %s --top=tt2 -- 1 0 | FileCheck %s %exact --check-prefix=A10
// A10: 0
// RUN: combc eval %s --top=tt2 -- 1 1 | FileCheck %s %exact --check-prefix=A11
// A11: 0
// table 6 = 0b0110 is xor
// RUN: combc eval %s --top=xor -- 0 1 | FileCheck %s %exact --check-prefix=X01
// X01: 1
// RUN: combc eval %s --top=xor -- 1 1 | FileCheck %s %exact --check-prefix=X11
// X11: 0
// table 120 = 0b01111000: true at indices 3..6
// RUN: combc eval %s --top=tt3 -- 0 1 1 | FileCheck %s %exact --check-prefix=M011
// M011: 1
// RUN: combc eval %s --top=tt3 -- 1 0 0 | FileCheck %s %exact --check-prefix=M100
// M100: 1
// RUN: combc eval %s --top=tt3 -- 1 1 0 | FileCheck %s %exact --check-prefix=M110
// M110: 1
// RUN: combc eval %s --top=tt3 -- 1 1 1 | FileCheck %s %exact --check-prefix=M111
// M111: 0
// RUN: combc eval %s --top=tt3 -- 0 1 0 | FileCheck %s %exact --check-prefix=M010
// M010: 0
// RUN: combc eval %s --top=tt3 -- 0 0 1 | FileCheck %s %exact --check-prefix=M001
// M001: 0
// one input, table 1 : ui2 is not
// RUN: combc eval %s --top=not -- 0 | FileCheck %s %exact --check-prefix=NOT0
// NOT0: 1
// RUN: combc eval %s --top=not -- 1 | FileCheck %s %exact --check-prefix=NOT1
// NOT1: 0
// table 0x10 : ui8 is true only at index 4
// RUN: combc eval %s --top=hex -- 1 0 0 | FileCheck %s %exact --check-prefix=H
// H: 1
// RUN: combc eval %s --top=hex -- 0 0 1 | FileCheck %s %exact --check-prefix=H2
// H2: 0

func.func @tt2(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> 2 : ui4
  return %0 : i1
}
func.func @xor(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> 6 : ui4
  return %0 : i1
}
func.func @tt3(%a: i1, %b: i1, %c: i1) -> i1 {
  %0 = comb.truth_table %a, %b, %c -> 120 : ui8
  return %0 : i1
}
func.func @not(%a: i1) -> i1 {
  %0 = comb.truth_table %a -> 1 : ui2
  return %0 : i1
}
func.func @hex(%a: i1, %b: i1, %c: i1) -> i1 {
  %0 = comb.truth_table %a, %b, %c -> 0x10 : ui8
  return %0 : i1
}
