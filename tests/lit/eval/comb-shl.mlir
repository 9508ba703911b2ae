// comb.shl: shift left, zeros in; an amount >= width gives 0 (the README
// section 2).  Seed example (shift_left): 5 << 3 = 0b00101000.

// 5 << 3 = 40
// RUN: combc eval %s -- 5 3 | FileCheck %s %exact --check-prefix=P0
// P0: 40
// RUN: combc eval %s -- 255 4 | FileCheck %s %exact --check-prefix=P1
// P1: 240
// RUN: combc eval %s -- 1 7 | FileCheck %s %exact --check-prefix=P2
// P2: 128
// amount = width: 0
// RUN: combc eval %s -- 1 8 | FileCheck %s %exact --check-prefix=P3
// P3: 0
// amount 255: 0
// RUN: combc eval %s -- 1 255 | FileCheck %s %exact --check-prefix=P4
// P4: 0
// RUN: combc eval %s -- 129 0 | FileCheck %s %exact --check-prefix=P5
// P5: 129

hw.module @shl(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.shl %a, %b : i8
  hw.output %0 : i8
}
