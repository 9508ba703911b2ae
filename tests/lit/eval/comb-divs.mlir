// comb.divs: signed division rounding toward zero (seed example 6 / -2 = -3);
// x / 0 = all ones; MIN / -1 = MIN (README, Semantics).

// 6 / -2 = -3
// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=P0
// P0: 253
// 7 / 2 = 3
// RUN: combc eval %s -- 7 2 | FileCheck %s %exact --check-prefix=P1
// P1: 3
// -7 / 2 = -3
// RUN: combc eval %s -- -7 2 | FileCheck %s %exact --check-prefix=P2
// P2: 253
// -7 / -2 = 3
// RUN: combc eval %s -- -7 -2 | FileCheck %s %exact --check-prefix=P3
// P3: 3
// division by zero: all ones
// RUN: combc eval %s -- 5 0 | FileCheck %s %exact --check-prefix=P4
// P4: 255
// MIN / -1 = MIN
// RUN: combc eval %s -- -128 -1 | FileCheck %s %exact --check-prefix=P5
// P5: 128
// RUN: combc eval %s -- -128 1 | FileCheck %s %exact --check-prefix=P6
// P6: 128
// RUN: combc eval %s -- 0 -5 | FileCheck %s %exact --check-prefix=P7
// P7: 0

hw.module @divs(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.divs %a, %b : i8
  hw.output %0 : i8
}
