// comb.mods: signed remainder whose sign follows the dividend; x mod 0 = x;
// MIN mod -1 = 0 (README, Semantics).

// -7 mod 2 = -1
// RUN: combc eval %s -- -7 2 | FileCheck %s %exact --check-prefix=P0
// P0: 255
// 7 mod -2 = 1
// RUN: combc eval %s -- 7 -2 | FileCheck %s %exact --check-prefix=P1
// P1: 1
// 6 mod -2 = 0
// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=P2
// P2: 0
// -7 mod -2 = -1
// RUN: combc eval %s -- -7 -2 | FileCheck %s %exact --check-prefix=P3
// P3: 255
// modulus by zero: the dividend
// RUN: combc eval %s -- -100 0 | FileCheck %s %exact --check-prefix=P4
// P4: 156
// MIN mod -1 = 0
// RUN: combc eval %s -- -128 -1 | FileCheck %s %exact --check-prefix=P5
// P5: 0
// RUN: combc eval %s -- 100 7 | FileCheck %s %exact --check-prefix=P6
// P6: 2

hw.module @mods(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.mods %a, %b : i8
  hw.output %0 : i8
}
