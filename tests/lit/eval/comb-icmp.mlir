// comb.icmp with every predicate, in the order
// eq ne slt sle sgt sge ult ule ugt uge ceq cne weq wne.
// ceq/cne/weq/wne are eq/ne in two-state evaluation (README, Semantics).

// -1 vs 1: signed less, unsigned greater
// RUN: combc eval %s -- -1 1 | FileCheck %s %exact --check-prefix=M1_1
// M1_1: 0
// M1_1-NEXT: 1
// M1_1-NEXT: 1
// M1_1-NEXT: 1
// M1_1-NEXT: 0
// M1_1-NEXT: 0
// M1_1-NEXT: 0
// M1_1-NEXT: 0
// M1_1-NEXT: 1
// M1_1-NEXT: 1
// M1_1-NEXT: 0
// M1_1-NEXT: 1
// M1_1-NEXT: 0
// M1_1-NEXT: 1
// RUN: combc eval %s -- 5 5 | FileCheck %s %exact --check-prefix=EQ
// EQ: 1
// EQ-NEXT: 0
// EQ-NEXT: 0
// EQ-NEXT: 1
// EQ-NEXT: 0
// EQ-NEXT: 1
// EQ-NEXT: 0
// EQ-NEXT: 1
// EQ-NEXT: 0
// EQ-NEXT: 1
// EQ-NEXT: 1
// EQ-NEXT: 0
// EQ-NEXT: 1
// EQ-NEXT: 0
// RUN: combc eval %s -- -128 127 | FileCheck %s %exact --check-prefix=MINMAX
// MINMAX: 0
// MINMAX-NEXT: 1
// MINMAX-NEXT: 1
// MINMAX-NEXT: 1
// MINMAX-NEXT: 0
// MINMAX-NEXT: 0
// MINMAX-NEXT: 0
// MINMAX-NEXT: 0
// MINMAX-NEXT: 1
// MINMAX-NEXT: 1
// MINMAX-NEXT: 0
// MINMAX-NEXT: 1
// MINMAX-NEXT: 0
// MINMAX-NEXT: 1
// RUN: combc eval %s -- 3 4 | FileCheck %s %exact --check-prefix=SMALL
// SMALL: 0
// SMALL-NEXT: 1
// SMALL-NEXT: 1
// SMALL-NEXT: 1
// SMALL-NEXT: 0
// SMALL-NEXT: 0
// SMALL-NEXT: 1
// SMALL-NEXT: 1
// SMALL-NEXT: 0
// SMALL-NEXT: 0
// SMALL-NEXT: 0
// SMALL-NEXT: 1
// SMALL-NEXT: 0
// SMALL-NEXT: 1

func.func @icmp(%a: i8, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = comb.icmp eq %a, %b : i8
  %ne = comb.icmp ne %a, %b : i8
  %slt = comb.icmp slt %a, %b : i8
  %sle = comb.icmp sle %a, %b : i8
  %sgt = comb.icmp sgt %a, %b : i8
  %sge = comb.icmp sge %a, %b : i8
  %ult = comb.icmp ult %a, %b : i8
  %ule = comb.icmp ule %a, %b : i8
  %ugt = comb.icmp ugt %a, %b : i8
  %uge = comb.icmp uge %a, %b : i8
  %ceq = comb.icmp ceq %a, %b : i8
  %cne = comb.icmp cne %a, %b : i8
  %weq = comb.icmp weq %a, %b : i8
  %wne = comb.icmp wne %a, %b : i8
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge, %ceq, %cne, %weq, %wne : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
