// comb.divu: unsigned division; x / 0 = all ones (README, Semantics).

// 6 / 254 = 0
// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=P0
// P0: 0
// 200 / 7 = 28
// RUN: combc eval %s -- 200 7 | FileCheck %s %exact --check-prefix=P1
// P1: 28
// RUN: combc eval %s -- 255 1 | FileCheck %s %exact --check-prefix=P2
// P2: 255
// division by zero: all ones
// RUN: combc eval %s -- 7 0 | FileCheck %s %exact --check-prefix=P3
// P3: 255
// RUN: combc eval %s -- 0 0 | FileCheck %s %exact --check-prefix=P4
// P4: 255
// RUN: combc eval %s -- 128 255 | FileCheck %s %exact --check-prefix=P5
// P5: 0

hw.module @divu(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.divu %a, %b : i8
  hw.output %0 : i8
}
