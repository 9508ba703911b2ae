// combc -O2 on CIRCT's comb-int-range-narrowing test: width inference
// narrows what CIRCT's --comb-int-range-narrowing narrows (the adds and
// the multiplier of zero-extended operands whose results fit fewer bits),
// keeps what it keeps (@do_nothing), and also narrows the AND of
// @logical_ops (its result is below 2^8).  The results are unchanged:
// every module is evaluated before and after on vectors whose expected
// values are the plain arithmetic results.
//
// Adapted from llvm/circt test/Dialect/Comb/comb-int-range-narrowing.mlir.
// Part of the LLVM Project, under the Apache License v2.0 with LLVM
// Exceptions.  See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Upstream's RUN line (circt-opt --comb-int-range-narrowing) and CHECK
// lines are replaced by combc's; the modules are unchanged.
//
// RUN: combc %s --emit=mlir -O2 > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: for a in 0 1; do for b in 0 1; do for c in 0 1; do combc eval %t.mlir --top=basic_csa -- $a $b $c; done; done; done | FileCheck %s %exact --check-prefix=CSA
// RUN: for a in 0 1; do for b in 0 1; do for c in 0 1; do combc eval %s --top=basic_csa -- $a $b $c; done; done; done | FileCheck %s %exact --check-prefix=CSA
// RUN: for f in %s %t.mlir; do combc eval $f --top=basic_fma -- 15 15 15; combc eval $f --top=basic_fma -- 7 9 3; combc eval $f --top=basic_fma -- 15 15 0; done | FileCheck %s %exact --check-prefix=FMA
// RUN: for f in %s %t.mlir; do for a in 0 255 100; do combc eval $f --top=const_sub -- $a; done; done | FileCheck %s %exact --check-prefix=SUB
// RUN: for f in %s %t.mlir; do combc eval $f --top=do_nothing -- 255 511 1023 65535; combc eval $f --top=do_nothing -- 2 3 4 5; done | FileCheck %s %exact --check-prefix=NOTH
// RUN: for f in %s %t.mlir; do combc eval $f --top=logical_ops -- 255 511 1023 65535; combc eval $f --top=logical_ops -- 0xf0 0xff 0x100 1; done | FileCheck %s %exact --check-prefix=LOG
//
// a + b + c of three bits: two 2-bit adders.
// CHECK-LABEL: hw.module @basic_csa(
// CHECK-COUNT-2: comb.add {{.*}} : i2
// CHECK-NOT: comb.add
// CHECK: hw.output
// a * b + c of 4-bit values in 9 bits: an 8-bit multiplier, an 8-bit adder.
// CHECK-LABEL: hw.module @basic_fma(
// CHECK-DAG: comb.mul {{.*}} : i8
// CHECK-DAG: comb.add {{.*}} : i8
// CHECK-NOT: : i9
// CHECK: hw.output
// 256 - a in 10 bits is in [1, 256]: a 9-bit subtraction (256 as i9 is -256).
// CHECK-LABEL: hw.module @const_sub(
// CHECK: %c-256_i9 = hw.constant -256 : i9
// CHECK: comb.sub %c-256_i9, %{{.+}} : i9
// CHECK: hw.output
// The product needs all 17 bits and the sum all 18: nothing to narrow.
// CHECK-LABEL: hw.module @do_nothing(
// CHECK-DAG: comb.mul {{.*}} : i17
// CHECK-DAG: comb.add {{.*}} : i18
// CHECK: hw.output
// (a & b) | c + d: the AND is below 2^8, the sum needs 17 bits.
// CHECK-LABEL: hw.module @logical_ops(
// CHECK-DAG: comb.and {{.*}} : i8
// CHECK-DAG: comb.add {{.*}} : i17
// CHECK-NOT: comb.add {{.*}} : i18
// CHECK: hw.output
//
// CSA: 0
// CSA-NEXT: 1
// CSA-NEXT: 1
// CSA-NEXT: 2
// CSA-NEXT: 1
// CSA-NEXT: 2
// CSA-NEXT: 2
// CSA-NEXT: 3
// 15 * 15 + 15, 7 * 9 + 3, 15 * 15 + 0 (before, then after)
// FMA: 240
// FMA-NEXT: 66
// FMA-NEXT: 225
// FMA-NEXT: 240
// FMA-NEXT: 66
// FMA-NEXT: 225
// 256 - 0, 256 - 255, 256 - 100
// SUB: 256
// SUB-NEXT: 1
// SUB-NEXT: 156
// SUB-NEXT: 256
// SUB-NEXT: 1
// SUB-NEXT: 156
// 255 * 511 + 1023 + 65535, 2 * 3 + 4 + 5
// NOTH: 196863
// NOTH-NEXT: 15
// NOTH-NEXT: 196863
// NOTH-NEXT: 15
// ((255 & 511) | 1023) + 65535, ((0xf0 & 0xff) | 0x100) + 1
// LOG: 66558
// LOG-NEXT: 497
// LOG-NEXT: 66558
// LOG-NEXT: 497

hw.module @basic_csa(in %a : i1, in %b : i1, in %c : i1, out add_abc : i3) {
  %c0_i2 = hw.constant 0 : i2
  %false = hw.constant false
  %0 = comb.concat %false, %a : i1, i1
  %1 = comb.concat %false, %b : i1, i1
  %2 = comb.add %0, %1 : i2
  %3 = comb.concat %false, %2 : i1, i2
  %4 = comb.concat %c0_i2, %c : i2, i1
  %5 = comb.add %3, %4 : i3
  hw.output %5 : i3
}

hw.module @basic_fma(in %a : i4, in %b : i4, in %c : i4, out d : i9) {
  %c0_i5 = hw.constant 0 : i5
  %0 = comb.concat %c0_i5, %a : i5, i4
  %1 = comb.concat %c0_i5, %b : i5, i4
  %2 = comb.mul %0, %1 : i9
  %3 = comb.concat %c0_i5, %c : i5, i4
  %4 = comb.add %2, %3 : i9
  hw.output %4 : i9
}

hw.module @const_sub(in %a : i8, out sub_res : i10) {
  %c256_i10 = hw.constant 256 : i10
  %c0_i2 = hw.constant 0 : i2
  %0 = comb.concat %c0_i2, %a : i2, i8
  %1 = comb.sub %c256_i10, %0 : i10
  hw.output %1 : i10
}

hw.module @do_nothing(in %a : i8, in %b : i9, in %c : i10, in %d : i16, out res : i18) {
  %c0_i2 = hw.constant 0 : i2
  %false = hw.constant false
  %c0_i9 = hw.constant 0 : i9
  %c0_i8 = hw.constant 0 : i8
  %0 = comb.concat %c0_i9, %a : i9, i8
  %1 = comb.concat %c0_i8, %b : i8, i9
  %2 = comb.mul %0, %1 : i17
  %3 = comb.concat %false, %2 : i1, i17
  %4 = comb.concat %c0_i8, %c : i8, i10
  %5 = comb.concat %c0_i2, %d : i2, i16
  %6 = comb.add %3, %4, %5 : i18
  hw.output %6 : i18
}

hw.module @logical_ops(in %a : i8, in %b : i9, in %c : i10, in %d : i16, out res : i18) {
  %c0_i2 = hw.constant 0 : i2
  %false = hw.constant false
  %c0_i9 = hw.constant 0 : i9
  %c0_i8 = hw.constant 0 : i8
  %0 = comb.concat %c0_i9, %a : i9, i8
  %1 = comb.concat %c0_i8, %b : i8, i9
  %2 = comb.and %0, %1 : i17
  %3 = comb.concat %false, %2 : i1, i17
  %4 = comb.concat %c0_i8, %c : i8, i10
  %5 = comb.or %3, %4 : i18
  %6 = comb.concat %c0_i2, %d : i2, i16
  %7 = comb.add %5, %6 : i18
  hw.output %7 : i18
}
