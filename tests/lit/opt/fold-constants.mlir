// fold.c: every op whose operands are constant folds through eval_apply
// (README, Semantics semantics: x/0 is all ones, MIN/-1 is MIN, the
// remainder follows the dividend, shifts by >= the width give 0 or the
// sign), so the optimized module is only constants.  The printed design
// reads back and evaluates like the input.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=k | FileCheck %s %exact --check-prefix=EV
// RUN: combc eval %s --top=k | FileCheck %s %exact --check-prefix=EV
//
// Only hw.constant ops are left: no comb op survives.
// MLIR-LABEL: hw.module @k(
// MLIR-NOT: comb.
// MLIR: hw.output
//
// add 200 + 100 = 300 mod 256 = 44
// EV: 44
// sub 100 - 200 = -100 = 156
// EV-NEXT: 156
// mul 9 * -7 = -63 = 193
// EV-NEXT: 193
// divu 7 / 0 = all ones
// EV-NEXT: 255
// divs -128 / -1 = -128 (wraps) = 128
// EV-NEXT: 128
// mods -7 % 2 = -1 (sign of the dividend) = 255
// EV-NEXT: 255
// shl 7 << 9: 9 >= 8 gives 0
// EV-NEXT: 0
// shrs -7 >> 9: copies of the sign, -1 = 255
// EV-NEXT: 255
// icmp slt -7, 2
// EV-NEXT: 1
// concat 5 : i4, 9 : i8 = 0x509
// EV-NEXT: 1289
// extract bits 3..6 of 200 = 0b1100_1000: 0b1001
// EV-NEXT: 9
// replicate 0b10 three times: 0b101010
// EV-NEXT: 42
// parity of 7 (three ones)
// EV-NEXT: 1
// truth table, inputs (1, 0) MSB first: index 2 -> true
// EV-NEXT: 1
// mux true, 9, 7
// EV-NEXT: 9
// sext of -3 : i4 to i8 = 0b1111_1101, zext of it = 0b0000_1101
// EV-NEXT: 253
// EV-NEXT: 13
hw.module @k(out add : i8, out sub : i8, out mul : i8, out divu0 : i8,
    out divs_ovf : i8, out mods : i8, out shl_big : i8, out shrs_big : i8,
    out cmp : i1, out cat : i12, out ext : i4, out rep : i6, out par : i1,
    out tt : i1, out mux : i8, out sext : i8, out zext : i8) {
  %c200 = hw.constant 200 : i8
  %c100 = hw.constant 100 : i8
  %c0 = hw.constant 0 : i8
  %cm128 = hw.constant -128 : i8
  %cm1 = hw.constant -1 : i8
  %c7 = hw.constant 7 : i8
  %c9 = hw.constant 9 : i8
  %cm7 = hw.constant -7 : i8
  %c2 = hw.constant 2 : i8
  %add = comb.add %c200, %c100 : i8
  %sub = comb.sub %c100, %c200 : i8
  %mul = comb.mul %c9, %cm7 : i8
  %divu0 = comb.divu %c7, %c0 : i8
  %divs_ovf = comb.divs %cm128, %cm1 : i8
  %mods = comb.mods %cm7, %c2 : i8
  %shl_big = comb.shl %c7, %c9 : i8
  %shrs_big = comb.shrs %cm7, %c9 : i8
  %cmp = comb.icmp slt %cm7, %c2 : i8
  %c5_i4 = hw.constant 5 : i4
  %cat = comb.concat %c5_i4, %c9 : i4, i8
  %ext = comb.extract %c200 from 3 : (i8) -> i4
  %c2_i2 = hw.constant -2 : i2
  %rep = comb.replicate %c2_i2 : (i2) -> i6
  %par = comb.parity %c7 : i8
  %t = hw.constant true
  %f = hw.constant false
  %tt = comb.truth_table %t, %f -> [false, false, true, false]
  %mux = comb.mux %t, %c9, %c7 : i8
  %cm3 = hw.constant -3 : i4
  %s1 = comb.extract %cm3 from 3 : (i4) -> i1
  %s4 = comb.replicate %s1 : (i1) -> i4
  %sext = comb.concat %s4, %cm3 : i4, i4
  %z4 = hw.constant 0 : i4
  %zext = comb.concat %z4, %cm3 : i4, i4
  hw.output %add, %sub, %mul, %divu0, %divs_ovf, %mods, %shl_big, %shrs_big,
    %cmp, %cat, %ext, %rep, %par, %tt, %mux, %sext, %zext
    : i8, i8, i8, i8, i8, i8, i8, i8, i1, i12, i4, i6, i1, i1, i8, i8, i8
}
