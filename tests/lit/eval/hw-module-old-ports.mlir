// hw.module with the older port syntax `(%a: i8, %b: i8) -> (y: i8, z: i1)`.

// RUN: combc eval %s -- 9 3 | FileCheck %s %exact --check-prefix=A
// A: 27
// A-NEXT: 0
// RUN: combc eval %s -- 2 3 | FileCheck %s %exact --check-prefix=B
// B: 6
// B-NEXT: 1

hw.module @m(%a: i8, %b: i8) -> (y: i8, z: i1) {
  %0 = comb.mul %a, %b : i8
  %1 = comb.icmp ult %a, %b : i8
  hw.output %0, %1 : i8, i1
}
