// comb.truth_table reads its inputs MSB-first (README, Semantics): with
// inputs (a, b, c) the index is 4a + 2b + c.  A one-hot table per index
// (1 << k) is true exactly at its index; the eight tables give one output
// each, so every input vector prints a one-hot column.

// index 0
// RUN: combc eval %s -- 0 0 0 | FileCheck %s %exact --check-prefix=I0
// I0: 1
// I0-NEXT: 0
// I0-NEXT: 0
// I0-NEXT: 0
// I0-NEXT: 0
// I0-NEXT: 0
// I0-NEXT: 0
// I0-NEXT: 0
// index 1
// RUN: combc eval %s -- 0 0 1 | FileCheck %s %exact --check-prefix=I1
// I1: 0
// I1-NEXT: 1
// I1-NEXT: 0
// I1-NEXT: 0
// I1-NEXT: 0
// I1-NEXT: 0
// I1-NEXT: 0
// I1-NEXT: 0
// index 2
// RUN: combc eval %s -- 0 1 0 | FileCheck %s %exact --check-prefix=I2
// I2: 0
// I2-NEXT: 0
// I2-NEXT: 1
// I2-NEXT: 0
// I2-NEXT: 0
// I2-NEXT: 0
// I2-NEXT: 0
// I2-NEXT: 0
// index 3
// RUN: combc eval %s -- 0 1 1 | FileCheck %s %exact --check-prefix=I3
// I3: 0
// I3-NEXT: 0
// I3-NEXT: 0
// I3-NEXT: 1
// I3-NEXT: 0
// I3-NEXT: 0
// I3-NEXT: 0
// I3-NEXT: 0
// index 4
// RUN: combc eval %s -- 1 0 0 | FileCheck %s %exact --check-prefix=I4
// I4: 0
// I4-NEXT: 0
// I4-NEXT: 0
// I4-NEXT: 0
// I4-NEXT: 1
// I4-NEXT: 0
// I4-NEXT: 0
// I4-NEXT: 0
// index 5
// RUN: combc eval %s -- 1 0 1 | FileCheck %s %exact --check-prefix=I5
// I5: 0
// I5-NEXT: 0
// I5-NEXT: 0
// I5-NEXT: 0
// I5-NEXT: 0
// I5-NEXT: 1
// I5-NEXT: 0
// I5-NEXT: 0
// index 6
// RUN: combc eval %s -- 1 1 0 | FileCheck %s %exact --check-prefix=I6
// I6: 0
// I6-NEXT: 0
// I6-NEXT: 0
// I6-NEXT: 0
// I6-NEXT: 0
// I6-NEXT: 0
// I6-NEXT: 1
// I6-NEXT: 0
// index 7
// RUN: combc eval %s -- 1 1 1 | FileCheck %s %exact --check-prefix=I7
// I7: 0
// I7-NEXT: 0
// I7-NEXT: 0
// I7-NEXT: 0
// I7-NEXT: 0
// I7-NEXT: 0
// I7-NEXT: 0
// I7-NEXT: 1

func.func @onehot(%a: i1, %b: i1, %c: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = comb.truth_table %a, %b, %c -> 1 : ui8
  %1 = comb.truth_table %a, %b, %c -> 2 : ui8
  %2 = comb.truth_table %a, %b, %c -> 4 : ui8
  %3 = comb.truth_table %a, %b, %c -> 8 : ui8
  %4 = comb.truth_table %a, %b, %c -> 16 : ui8
  %5 = comb.truth_table %a, %b, %c -> 32 : ui8
  %6 = comb.truth_table %a, %b, %c -> 64 : ui8
  %7 = comb.truth_table %a, %b, %c -> 128 : ui8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
