// Old std dialect shifts with a single type (`shift_left %a, %b : i8`), the
// form MLIR printed: shift_left shift_right_signed shift_right_unsigned.
// Seed values: 5 << 3 = 40; 160 >>s 3 = 244; 160 >>u 3 = 20.
// Amounts >= width: 0, sign copies, 0 (README, Semantics).

// RUN: combc eval %s -- 5 3 | FileCheck %s %exact --check-prefix=A
// A: 40
// A-NEXT: 0
// A-NEXT: 0
// RUN: combc eval %s -- 160 3 | FileCheck %s %exact --check-prefix=B
// B: 0
// B-NEXT: 244
// B-NEXT: 20
// RUN: combc eval %s -- 96 3 | FileCheck %s %exact --check-prefix=C
// C: 0
// C-NEXT: 12
// C-NEXT: 12
// RUN: combc eval %s -- 160 8 | FileCheck %s %exact --check-prefix=D
// D: 0
// D-NEXT: 255
// D-NEXT: 0
// RUN: combc eval %s -- 96 200 | FileCheck %s %exact --check-prefix=E
// E: 0
// E-NEXT: 0
// E-NEXT: 0

func @shifts(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = shift_left %a, %b : i8
  %1 = shift_right_signed %a, %b : i8
  %2 = shift_right_unsigned %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}
