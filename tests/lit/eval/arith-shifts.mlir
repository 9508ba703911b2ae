// arith.shli, arith.shrsi, arith.shrui (i16), outputs in that order.
// Amounts >= width: 0, copies of the sign bit, 0 (README, Semantics).

// RUN: combc eval %s -- 0x8001 1 | FileCheck %s %exact --check-prefix=A
// A: 2
// A-NEXT: 49152
// A-NEXT: 16384
// RUN: combc eval %s -- 0x8001 15 | FileCheck %s %exact --check-prefix=B
// B: 32768
// B-NEXT: 65535
// B-NEXT: 1
// amount = width
// RUN: combc eval %s -- 0x8001 16 | FileCheck %s %exact --check-prefix=C
// C: 0
// C-NEXT: 65535
// C-NEXT: 0
// RUN: combc eval %s -- 0x4001 16 | FileCheck %s %exact --check-prefix=D
// D: 0
// D-NEXT: 0
// D-NEXT: 0
// amount 65535
// RUN: combc eval %s -- 0x8001 0xFFFF | FileCheck %s %exact --check-prefix=E
// E: 0
// E-NEXT: 65535
// E-NEXT: 0
// RUN: combc eval %s -- 5 0 | FileCheck %s %exact --check-prefix=F
// F: 5
// F-NEXT: 5
// F-NEXT: 5

func.func @f(%a: i16, %b: i16) -> (i16, i16, i16) {
  %0 = arith.shli %a, %b : i16
  %1 = arith.shrsi %a, %b : i16
  %2 = arith.shrui %a, %b : i16
  return %0, %1, %2 : i16, i16, i16
}
