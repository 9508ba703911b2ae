// Signed remainders truncate: the sign follows the dividend (the README section
// 2).  Outputs comb.mods, arith.remsi, std.remi_signed, index.rems.
// 7 % 3 = 1, -7 % 3 = -1, 7 % -3 = 1, -7 % -3 = -1.

// RUN: combc eval %s -- 7 3 | FileCheck %s %exact --check-prefix=PP
// PP: 1
// PP-NEXT: 1
// PP-NEXT: 1
// PP-NEXT: 1
// RUN: combc eval %s -- -7 3 | FileCheck %s %exact --check-prefix=NP
// NP: 255
// NP-NEXT: 255
// NP-NEXT: 255
// NP-NEXT: 18446744073709551615
// RUN: combc eval %s -- 7 -3 | FileCheck %s %exact --check-prefix=PN
// PN: 1
// PN-NEXT: 1
// PN-NEXT: 1
// PN-NEXT: 1
// RUN: combc eval %s -- -7 -3 | FileCheck %s %exact --check-prefix=NN
// NN: 255
// NN-NEXT: 255
// NN-NEXT: 255
// NN-NEXT: 18446744073709551615

func.func @f(%a: i8, %b: i8) -> (i8, i8, i8, index) {
  %0 = comb.mods %a, %b : i8
  %1 = arith.remsi %a, %b : i8
  %2 = std.remi_signed %a, %b : i8
  %ia = arith.index_cast %a : i8 to index
  %ib = arith.index_cast %b : i8 to index
  %3 = index.rems %ia, %ib
  return %0, %1, %2, %3 : i8, i8, i8, index
}
