// fold.c: shifts by constants become concat/extract/sign extension (an
// amount >= the width gives 0, or the sign for shrs: README, Semantics);
// multiplication by 2^k is a shift, by -1 a negation; division and
// remainder by 2^k are shifts plus a rounding fix-up (truncating, ceiling
// and floor division, signed and unsigned), by -1 a negation or 0.  No
// shifter, multiplier or divider is left.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=sh -- 0xb5 | FileCheck %s %exact --check-prefix=SH1
// RUN: combc eval %s --top=sh -- 0xb5 | FileCheck %s %exact --check-prefix=SH1
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=sh -- 7 | FileCheck %s %exact --check-prefix=SH2
// RUN: combc eval %s --top=sh -- 7 | FileCheck %s %exact --check-prefix=SH2
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=cdiv -- -75 | FileCheck %s %exact --check-prefix=CD1
// RUN: combc eval %s --top=cdiv -- -75 | FileCheck %s %exact --check-prefix=CD1
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=cdiv -- -128 | FileCheck %s %exact --check-prefix=CD2
// RUN: combc eval %s --top=cdiv -- -128 | FileCheck %s %exact --check-prefix=CD2
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=cdiv -- 7 | FileCheck %s %exact --check-prefix=CD3
// RUN: combc eval %s --top=cdiv -- 7 | FileCheck %s %exact --check-prefix=CD3
//
// MLIR-LABEL: hw.module @sh(in %x : i8,
// MLIR-NOT: comb.shl
// MLIR-NOT: comb.shr
// MLIR-NOT: comb.mul
// MLIR-NOT: comb.div
// MLIR-NOT: comb.mod
// x << 3 and x * 8 are one value: x[4:0] ++ 000
// MLIR-DAG: %[[LO5:.+]] = comb.extract %x from 0 : (i8) -> i5
// MLIR-DAG: %[[SHL:.+]] = comb.concat %[[LO5]], %c0_i3 : i5, i3
// MLIR: hw.output %[[SHL]], %{{[^,]+}}, %{{[^,]+}}, %c0_i8, %c0_i8, %{{[^,]+}}, %[[SHL]],
// MLIR-LABEL: hw.module @cdiv(in %x : i8,
// MLIR-NOT: arith.
// MLIR-NOT: comb.div
// MLIR-NOT: comb.mod
// MLIR: hw.output
//
// x = 0xb5 = 181 = -75:  <<3  >>u3  >>s3 (floor(-75/8) = -10)  <<8  >>u9
// >>s8 (the sign)  *8  /u4  %u4  /s4 (-18)  %s4 (-3)  *-1 (75)
// SH1: 168
// SH1-NEXT: 22
// SH1-NEXT: 246
// SH1-NEXT: 0
// SH1-NEXT: 0
// SH1-NEXT: 255
// SH1-NEXT: 168
// SH1-NEXT: 45
// SH1-NEXT: 1
// SH1-NEXT: 238
// SH1-NEXT: 253
// SH1-NEXT: 75
// x = 7
// SH2: 56
// SH2-NEXT: 0
// SH2-NEXT: 0
// SH2-NEXT: 0
// SH2-NEXT: 0
// SH2-NEXT: 0
// SH2-NEXT: 56
// SH2-NEXT: 1
// SH2-NEXT: 3
// SH2-NEXT: 1
// SH2-NEXT: 3
// SH2-NEXT: 249
//
// cdiv: ceildivsi, floordivsi, ceildivui by 4; divsi, remsi by -1.
// x = -75: ceil(-18.75) = -18, floor = -19, ceil(181 / 4) = 46, 75, 0
// CD1: 238
// CD1-NEXT: 237
// CD1-NEXT: 46
// CD1-NEXT: 75
// CD1-NEXT: 0
// x = -128: -32, -32, 128 / 4 = 32, -128 / -1 = -128 (wraps), 0
// CD2: 224
// CD2-NEXT: 224
// CD2-NEXT: 32
// CD2-NEXT: 128
// CD2-NEXT: 0
// x = 7: ceil(1.75) = 2, 1, 2, -7, 0
// CD3: 2
// CD3-NEXT: 1
// CD3-NEXT: 2
// CD3-NEXT: 249
// CD3-NEXT: 0
hw.module @sh(in %x : i8, out shl3 : i8, out shru3 : i8, out shrs3 : i8,
    out shl8 : i8, out shru9 : i8, out shrs8 : i8, out mul8 : i8,
    out divu4 : i8, out modu4 : i8, out divs4 : i8, out mods4 : i8,
    out neg : i8) {
  %c3 = hw.constant 3 : i8
  %c4 = hw.constant 4 : i8
  %c8 = hw.constant 8 : i8
  %c9 = hw.constant 9 : i8
  %cm1 = hw.constant -1 : i8
  %shl3 = comb.shl %x, %c3 : i8
  %shru3 = comb.shru %x, %c3 : i8
  %shrs3 = comb.shrs %x, %c3 : i8
  %shl8 = comb.shl %x, %c8 : i8
  %shru9 = comb.shru %x, %c9 : i8
  %shrs8 = comb.shrs %x, %c8 : i8
  %mul8 = comb.mul %c8, %x : i8
  %divu4 = comb.divu %x, %c4 : i8
  %modu4 = comb.modu %x, %c4 : i8
  %divs4 = comb.divs %x, %c4 : i8
  %mods4 = comb.mods %x, %c4 : i8
  %neg = comb.mul %x, %cm1 : i8
  hw.output %shl3, %shru3, %shrs3, %shl8, %shru9, %shrs8, %mul8, %divu4,
    %modu4, %divs4, %mods4, %neg
    : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @cdiv(%x: i8) -> (i8, i8, i8, i8, i8) {
  %c4 = arith.constant 4 : i8
  %cm1 = arith.constant -1 : i8
  %0 = arith.ceildivsi %x, %c4 : i8
  %1 = arith.floordivsi %x, %c4 : i8
  %2 = arith.ceildivui %x, %c4 : i8
  %3 = arith.divsi %x, %cm1 : i8
  %4 = arith.remsi %x, %cm1 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}
