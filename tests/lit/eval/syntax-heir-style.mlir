// HEIR's style: a module of funcs mixing arith and comb, constants as
// `arith.constant false`, extract/concat around truth tables.
// maj(a, b, c) as a truth table (232 = 0b11101000) on the bits of an i3.

// RUN: combc eval %s -- 7 | FileCheck %s %exact --check-prefix=A
// A: 1
// 0b011: in0 = bit 0 = 1, in1 = bit 1 = 1, in2 = bit 2 = 0
// RUN: combc eval %s -- 3 | FileCheck %s %exact --check-prefix=B
// B: 1
// RUN: combc eval %s -- 4 | FileCheck %s %exact --check-prefix=C
// C: 0

module {
  func.func @maj(%x: i3) -> i1 {
    %false = arith.constant false
    %b0 = comb.extract %x from 0 : (i3) -> i1
    %b1 = comb.extract %x from 1 : (i3) -> i1
    %b2 = comb.extract %x from 2 : (i3) -> i1
    %m = comb.truth_table %b0, %b1, %b2 -> 232 : ui8
    %r = comb.or %m, %false : i1
    return %r : i1
  }
}
