// comb.modu: unsigned remainder; x mod 0 = x (README, Semantics).  As i16,
// 6 mod -2 = 6 mod 65534 = 6 (std-dialect.txt, remi_unsigned).

// 6 mod 65534 = 6
// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=P0
// P0: 6
// RUN: combc eval %s -- 200 7 | FileCheck %s %exact --check-prefix=P1
// P1: 4
// modulus by zero: the dividend
// RUN: combc eval %s -- -1 0 | FileCheck %s %exact --check-prefix=P2
// P2: 65535
// RUN: combc eval %s -- -1 256 | FileCheck %s %exact --check-prefix=P3
// P3: 255
// RUN: combc eval %s -- 0 0 | FileCheck %s %exact --check-prefix=P4
// P4: 0

hw.module @modu(in %a : i16, in %b : i16, out y : i16) {
  %0 = comb.modu %a, %b : i16
  hw.output %0 : i16
}
