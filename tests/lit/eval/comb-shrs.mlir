// comb.shrs: arithmetic shift right; an amount >= width gives copies of the
// sign bit.  Seed examples (shift_right_signed): 160 >> 3 = 0b11110100,
// 96 >> 3 = 0b00001100.

// 160 >> 3 = 244
// RUN: combc eval %s -- 160 3 | FileCheck %s %exact --check-prefix=P0
// P0: 244
// 96 >> 3 = 12
// RUN: combc eval %s -- 96 3 | FileCheck %s %exact --check-prefix=P1
// P1: 12
// RUN: combc eval %s -- 128 7 | FileCheck %s %exact --check-prefix=P2
// P2: 255
// RUN: combc eval %s -- 128 1 | FileCheck %s %exact --check-prefix=P3
// P3: 192
// RUN: combc eval %s -- 64 1 | FileCheck %s %exact --check-prefix=P4
// P4: 32
// negative, amount = width: all ones
// RUN: combc eval %s -- 128 8 | FileCheck %s %exact --check-prefix=P5
// P5: 255
// positive, amount = width: 0
// RUN: combc eval %s -- 64 8 | FileCheck %s %exact --check-prefix=P6
// P6: 0
// RUN: combc eval %s -- 128 255 | FileCheck %s %exact --check-prefix=P7
// P7: 255

hw.module @shrs(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.shrs %a, %b : i8
  hw.output %0 : i8
}
