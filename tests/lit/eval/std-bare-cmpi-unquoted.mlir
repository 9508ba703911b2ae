// std cmpi with bare (unquoted) predicates, as later MLIR printed them.

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

func @cmp(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = cmpi eq, %a, %b : i32
  %ne = cmpi ne, %a, %b : i32
  %slt = cmpi slt, %a, %b : i32
  %sle = cmpi sle, %a, %b : i32
  %sgt = cmpi sgt, %a, %b : i32
  %sge = cmpi sge, %a, %b : i32
  %ult = cmpi ult, %a, %b : i32
  %ule = cmpi ule, %a, %b : i32
  %ugt = cmpi ugt, %a, %b : i32
  %uge = cmpi uge, %a, %b : i32
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
