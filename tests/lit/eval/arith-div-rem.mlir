// arith.divsi, arith.divui, arith.remsi, arith.remui (i32), outputs in that
// order.  6 / -2: -3 signed, 0 unsigned; remainders 0 and 6.  5 rem -2 = 1
// signed, 5 unsigned (arith-constant-fold-int.mlir).  By zero: all ones and
// the dividend; MIN / -1 = MIN with remainder 0 (README, Semantics).

// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=SIX
// SIX: 4294967293
// SIX-NEXT: 0
// SIX-NEXT: 0
// SIX-NEXT: 6
// RUN: combc eval %s -- 5 -2 | FileCheck %s %exact --check-prefix=FIVE
// FIVE: 4294967294
// FIVE-NEXT: 0
// FIVE-NEXT: 1
// FIVE-NEXT: 5
// RUN: combc eval %s -- -7 2 | FileCheck %s %exact --check-prefix=NEG
// NEG: 4294967293
// NEG-NEXT: 2147483644
// NEG-NEXT: 4294967295
// NEG-NEXT: 1
// RUN: combc eval %s -- 6 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 4294967295
// ZERO-NEXT: 4294967295
// ZERO-NEXT: 6
// ZERO-NEXT: 6
// RUN: combc eval %s -- -2147483648 -1 | FileCheck %s %exact --check-prefix=MIN
// MIN: 2147483648
// MIN-NEXT: 0
// MIN-NEXT: 0
// MIN-NEXT: 2147483648

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divui %a, %b : i32
  %2 = arith.remsi %a, %b : i32
  %3 = arith.remui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
