// arith.maxsi, arith.maxui, arith.minsi, arith.minui (i8), outputs in that
// order.  index-dialect.txt's examples: max(-2, 6) = 6 signed, -2 unsigned;
// min(-2, 6) = -2 signed, 6 unsigned.

// RUN: combc eval %s -- -2 6 | FileCheck %s %exact --check-prefix=A
// A: 6
// A-NEXT: 254
// A-NEXT: 254
// A-NEXT: 6
// RUN: combc eval %s -- 15 6 | FileCheck %s %exact --check-prefix=B
// B: 15
// B-NEXT: 15
// B-NEXT: 6
// B-NEXT: 6
// RUN: combc eval %s -- -128 127 | FileCheck %s %exact --check-prefix=C
// C: 127
// C-NEXT: 128
// C-NEXT: 128
// C-NEXT: 127

func.func @f(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.maxui %a, %b : i8
  %2 = arith.minsi %a, %b : i8
  %3 = arith.minui %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
