// hw.instance (kept as hierarchy): a 4-bit ripple adder from full adders,
// two levels deep, each instance with two results.

// 9 + 8 = 17: sum 1, carry 1
// RUN: combc eval %s --top=add4 -- 9 8 0 | FileCheck %s %exact --check-prefix=A
// A: 1
// A-NEXT: 1
// 7 + 7 + 1 = 15
// RUN: combc eval %s --top=add4 -- 7 7 1 | FileCheck %s %exact --check-prefix=B
// B: 15
// B-NEXT: 0
// 15 + 15 + 1 = 31
// RUN: combc eval %s --top=add4 -- 15 15 1 | FileCheck %s %exact --check-prefix=C
// C: 15
// C-NEXT: 1
// RUN: combc eval %s --top=fa -- 1 1 0 | FileCheck %s %exact --check-prefix=FA
// FA: 0
// FA-NEXT: 1

hw.module @ha(in %a : i1, in %b : i1, out s : i1, out c : i1) {
  %s = comb.xor %a, %b : i1
  %c = comb.and %a, %b : i1
  hw.output %s, %c : i1, i1
}

hw.module @fa(in %a : i1, in %b : i1, in %ci : i1, out s : i1, out co : i1) {
  %s1, %c1 = hw.instance "h1" @ha(a: %a: i1, b: %b: i1) -> (s: i1, c: i1)
  %s2, %c2 = hw.instance "h2" @ha(a: %s1: i1, b: %ci: i1) -> (s: i1, c: i1)
  %co = comb.or %c1, %c2 : i1
  hw.output %s2, %co : i1, i1
}

hw.module @add4(in %x : i4, in %y : i4, in %cin : i1, out sum : i4, out cout : i1) {
  %x0 = comb.extract %x from 0 : (i4) -> i1
  %x1 = comb.extract %x from 1 : (i4) -> i1
  %x2 = comb.extract %x from 2 : (i4) -> i1
  %x3 = comb.extract %x from 3 : (i4) -> i1
  %y0 = comb.extract %y from 0 : (i4) -> i1
  %y1 = comb.extract %y from 1 : (i4) -> i1
  %y2 = comb.extract %y from 2 : (i4) -> i1
  %y3 = comb.extract %y from 3 : (i4) -> i1
  %s0, %c0 = hw.instance "fa0" @fa(a: %x0: i1, b: %y0: i1, ci: %cin: i1) -> (s: i1, co: i1)
  %s1, %c1 = hw.instance "fa1" @fa(a: %x1: i1, b: %y1: i1, ci: %c0: i1) -> (s: i1, co: i1)
  %s2, %c2 = hw.instance "fa2" @fa(a: %x2: i1, b: %y2: i1, ci: %c1: i1) -> (s: i1, co: i1)
  %s3, %c3 = hw.instance "fa3" @fa(a: %x3: i1, b: %y3: i1, ci: %c2: i1) -> (s: i1, co: i1)
  %sum = comb.concat %s3, %s2, %s1, %s0 : i1, i1, i1, i1
  hw.output %sum, %c3 : i4, i1
}
