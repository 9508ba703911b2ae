// fold.c: extract of extract, extract of concat (one piece or several),
// concat of adjacent extracts of one value, replicate of one copy, and
// extracts of zero and sign extensions (concat(0, x) is a zero extension,
// concat(replicate(sign x), x) a sign extension).
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s %exact --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=ec -- 0xb6 0x3c | FileCheck %s %exact --check-prefix=EV
// RUN: combc eval %s --top=ec -- 0xb6 0x3c | FileCheck %s %exact --check-prefix=EV
//
// MLIR:      module {
// MLIR-NEXT:   hw.module @ec(in %a : i8, in %b : i8, out e_e : i3, out e_c_lo : i8, out e_c_hi : i4, out e_c_mid : i8, out c_adj : i8, out rep1 : i8, out e_z : i4, out e_z0 : i3, out e_s : i6, out kk : i12) {
// MLIR-NEXT:     %c0_i4 = hw.constant 0 : i4
// MLIR-NEXT:     %c-1484_i12 = hw.constant -1484 : i12
// MLIR-NEXT:     %e_e = comb.extract %a from 5 : (i8) -> i3
// MLIR-NEXT:     %e_c_hi = comb.extract %a from 2 : (i8) -> i4
// MLIR-NEXT:     %0 = comb.extract %b from 4 : (i8) -> i4
// MLIR-NEXT:     %1 = comb.extract %a from 0 : (i8) -> i4
// MLIR-NEXT:     %e_c_mid = comb.concat %1, %0 : i4, i4
// MLIR-NEXT:     %2 = comb.extract %a from 6 : (i8) -> i2
// MLIR-NEXT:     %false = hw.constant false
// MLIR-NEXT:     %e_z0 = comb.concat %false, %2 : i1, i2
// (the sign extension of a[7:5], which is %e_e: common subexpression)
// MLIR-NEXT:     %3 = comb.extract %a from 7 : (i8) -> i1
// MLIR-NEXT:     %4 = comb.replicate %3 : (i1) -> i3
// MLIR-NEXT:     %e_s = comb.concat %4, %e_e : i3, i3
// MLIR-NEXT:     hw.output %e_e, %b, %e_c_hi, %e_c_mid, %a, %b, %c0_i4, %e_z0, %e_s, %c-1484_i12 : i3, i8, i4, i8, i8, i8, i4, i3, i6, i12
// MLIR-NEXT:   }
// MLIR-NEXT: }
//
// a = 0xb6 = 0b1011_0110, b = 0x3c = 0b0011_1100
// a[7:5] = 0b101
// EV: 5
// EV-NEXT: 60
// a[5:2] = 0b1101
// EV-NEXT: 13
// a[3:0] ++ b[7:4] = 0b0110_0011
// EV-NEXT: 99
// EV-NEXT: 182
// EV-NEXT: 60
// EV-NEXT: 0
// 0 ++ a[7:6] = 0b010
// EV-NEXT: 2
// bits 10..5 of sext(a) = 0xffb6: 0b111101
// EV-NEXT: 61
// concat(0xa, 0x3, 4 : i4) = 0xa34
// EV-NEXT: 2612
hw.module @ec(in %a : i8, in %b : i8, out e_e : i3, out e_c_lo : i8,
    out e_c_hi : i4, out e_c_mid : i8, out c_adj : i8, out rep1 : i8,
    out e_z : i4, out e_z0 : i3, out e_s : i6, out kk : i12) {
  %e1 = comb.extract %a from 2 : (i8) -> i6
  %e_e = comb.extract %e1 from 3 : (i6) -> i3
  %cat = comb.concat %a, %b : i8, i8
  %e_c_lo = comb.extract %cat from 0 : (i16) -> i8
  %e_c_hi = comb.extract %cat from 10 : (i16) -> i4
  %e_c_mid = comb.extract %cat from 4 : (i16) -> i8
  %lo = comb.extract %a from 0 : (i8) -> i3
  %hi = comb.extract %a from 3 : (i8) -> i5
  %c_adj = comb.concat %hi, %lo : i5, i3
  %rep1 = comb.replicate %b : (i8) -> i8
  %z = hw.constant 0 : i8
  %zx = comb.concat %z, %a : i8, i8
  %e_z = comb.extract %zx from 10 : (i16) -> i4
  %e_z0 = comb.extract %zx from 6 : (i16) -> i3
  %s = comb.extract %a from 7 : (i8) -> i1
  %r = comb.replicate %s : (i1) -> i8
  %sx = comb.concat %r, %a : i8, i8
  %e_s = comb.extract %sx from 5 : (i16) -> i6
  %ka = hw.constant 10 : i4
  %kb = hw.constant 3 : i4
  %kc = hw.constant 4 : i4
  %kk = comb.concat %ka, %kb, %kc : i4, i4, i4
  hw.output %e_e, %e_c_lo, %e_c_hi, %e_c_mid, %c_adj, %rep1, %e_z, %e_z0,
    %e_s, %kk : i3, i8, i4, i8, i8, i8, i4, i3, i6, i12
}
