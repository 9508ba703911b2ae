// Old std cmpi with quoted predicates (`cmpi "slt", %a, %b : i32`), every
// predicate, results in the order eq ne slt sle sgt sge ult ule ugt uge.
// 42 vs -1 as in arith-constant-fold-int.mlir's @cmpi.

// RUN: combc eval %s -- 42 -1 | FileCheck %s %exact --check-prefix=A
// A: 0
// A-NEXT: 1
// A-NEXT: 0
// A-NEXT: 0
// A-NEXT: 1
// A-NEXT: 1
// A-NEXT: 1
// A-NEXT: 1
// A-NEXT: 0
// A-NEXT: 0
// RUN: combc eval %s -- 7 7 | FileCheck %s %exact --check-prefix=B
// B: 1
// B-NEXT: 0
// B-NEXT: 0
// B-NEXT: 1
// B-NEXT: 0
// B-NEXT: 1
// B-NEXT: 0
// B-NEXT: 1
// B-NEXT: 0
// B-NEXT: 1
// RUN: combc eval %s -- -5 3 | FileCheck %s %exact --check-prefix=C
// C: 0
// C-NEXT: 1
// C-NEXT: 1
// C-NEXT: 1
// C-NEXT: 0
// C-NEXT: 0
// C-NEXT: 0
// C-NEXT: 0
// C-NEXT: 1
// C-NEXT: 1

func @cmp(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = cmpi "eq", %a, %b : i32
  %ne = cmpi "ne", %a, %b : i32
  %slt = cmpi "slt", %a, %b : i32
  %sle = cmpi "sle", %a, %b : i32
  %sgt = cmpi "sgt", %a, %b : i32
  %sge = cmpi "sge", %a, %b : i32
  %ult = cmpi "ult", %a, %b : i32
  %ule = cmpi "ule", %a, %b : i32
  %ugt = cmpi "ugt", %a, %b : i32
  %uge = cmpi "uge", %a, %b : i32
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
