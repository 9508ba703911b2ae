// arith.cmpi with every predicate (bare), results in the order
// eq ne slt sle sgt sge ult ule ugt uge.  42 vs -1 gives
// F T F F T T T T F F (arith-constant-fold-int.mlir, @cmpi).

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
// RUN: combc eval %s -- -1 -1 | FileCheck %s %exact --check-prefix=B
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
// RUN: combc eval %s -- 0x80000000 0x7FFFFFFF | FileCheck %s %exact --check-prefix=C
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

func.func @cmp(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  %sle = arith.cmpi sle, %a, %b : i32
  %sgt = arith.cmpi sgt, %a, %b : i32
  %sge = arith.cmpi sge, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %ule = arith.cmpi ule, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %uge = arith.cmpi uge, %a, %b : i32
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
