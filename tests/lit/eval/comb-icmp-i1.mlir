// comb.icmp on i1: as signed, 1 is -1, so slt(1, 0) holds and ult(1, 0) does not.

// slt ult sgt ugt of (1, 0)
// RUN: combc eval %s -- 1 0 | FileCheck %s %exact --check-prefix=A
// A: 1
// A-NEXT: 0
// A-NEXT: 0
// A-NEXT: 1

hw.module @icmp1(in %a : i1, in %b : i1, out slt : i1, out ult : i1, out sgt : i1, out ugt : i1) {
  %0 = comb.icmp slt %a, %b : i1
  %1 = comb.icmp ult %a, %b : i1
  %2 = comb.icmp sgt %a, %b : i1
  %3 = comb.icmp ugt %a, %b : i1
  hw.output %0, %1, %2, %3 : i1, i1, i1, i1
}
