// The widest type, i65536: replicate, add with carry out of every word, shift
// to the top bit, extract and parity.

// RUN: combc eval %s -- 1 | FileCheck %s %exact --check-prefix=ONE
// ONE: 1
// ONE-NEXT: 0
// ONE-NEXT: 0
// ONE-NEXT: 1
// ONE-NEXT: 1
// RUN: combc eval %s -- 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 0
// ZERO-NEXT: 0
// ZERO-NEXT: 1
// ZERO-NEXT: 1
// ZERO-NEXT: 0

hw.module @huge(in %a : i1, out top : i1, out par : i1, out low : i16, out shtop : i1, out sum_top : i1) {
  %x = comb.replicate %a : (i1) -> i65536
  %top = comb.extract %x from 65535 : (i65536) -> i1
  %par = comb.parity %x : i65536
  %one = hw.constant 1 : i65536
  %s = comb.add %x, %one : i65536
  %low = comb.extract %s from 0 : (i65536) -> i16
  %amt = hw.constant 65535 : i65536
  %sh = comb.shl %one, %amt : i65536
  %shtop = comb.extract %sh from 65535 : (i65536) -> i1
  %m = comb.mul %x, %x : i65536
  %mt = comb.extract %m from 0 : (i65536) -> i1
  hw.output %top, %par, %low, %shtop, %mt : i1, i1, i16, i1, i1
}
