// arith.ceildivsi, arith.ceildivui, arith.floordivsi (i32), outputs in that
// order.  Values from arith-constant-fold-int.mlir: ceil(7, 2) = 4,
// ceil(7, -2) = -3 (ceildivui: 1), ceil(-9, 2) = -4, ceil(-15, -2) = 8;
// floor(7, 2) = 3, floor(7, -2) = -4, floor(-9, 2) = -5, floor(-13, -2) = 6;
// ceildivui(-8, 2) = 2147483644.  By zero: all ones.

// RUN: combc eval %s -- 7 2 | FileCheck %s %exact --check-prefix=P72
// P72: 4
// P72-NEXT: 4
// P72-NEXT: 3
// RUN: combc eval %s -- 7 -2 | FileCheck %s %exact --check-prefix=P7M2
// P7M2: 4294967293
// P7M2-NEXT: 1
// P7M2-NEXT: 4294967292
// RUN: combc eval %s -- -9 2 | FileCheck %s %exact --check-prefix=PM92
// PM92: 4294967292
// PM92-NEXT: 2147483644
// PM92-NEXT: 4294967291
// RUN: combc eval %s -- -15 -2 | FileCheck %s %exact --check-prefix=PM15
// PM15: 8
// PM15-NEXT: 1
// PM15-NEXT: 7
// RUN: combc eval %s -- -13 -2 | FileCheck %s %exact --check-prefix=PM13
// PM13: 7
// PM13-NEXT: 1
// PM13-NEXT: 6
// RUN: combc eval %s -- -8 2 | FileCheck %s %exact --check-prefix=PM8
// PM8: 4294967292
// PM8-NEXT: 2147483644
// PM8-NEXT: 4294967292
// RUN: combc eval %s -- 7 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 4294967295
// ZERO-NEXT: 4294967295
// ZERO-NEXT: 4294967295
// MIN / -1 = MIN for the signed ones
// RUN: combc eval %s -- -2147483648 -1 | FileCheck %s %exact --check-prefix=MIN
// MIN: 2147483648
// MIN-NEXT: 1
// MIN-NEXT: 2147483648

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}
