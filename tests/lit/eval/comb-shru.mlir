// comb.shru: logical shift right; an amount >= width gives 0.  Seed example
// (shift_right_unsigned): 160 >> 3 = 0b00010100.

// 160 >> 3 = 20
// RUN: combc eval %s -- 160 3 | FileCheck %s %exact --check-prefix=P0
// P0: 20
// RUN: combc eval %s -- 128 7 | FileCheck %s %exact --check-prefix=P1
// P1: 1
// RUN: combc eval %s -- 240 4 | FileCheck %s %exact --check-prefix=P2
// P2: 15
// amount = width: 0
// RUN: combc eval %s -- 255 8 | FileCheck %s %exact --check-prefix=P3
// P3: 0
// RUN: combc eval %s -- 255 200 | FileCheck %s %exact --check-prefix=P4
// P4: 0

hw.module @shru(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.shru %a, %b : i8
  hw.output %0 : i8
}
