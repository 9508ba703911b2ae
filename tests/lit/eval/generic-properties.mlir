// Today's generic form puts inherent attributes in properties, `<{...}>`, and
// prints arith's overflow flags as a dialect attribute (what
// `mlir-opt --mlir-print-op-generic` emits).

// RUN: combc eval %s -- -3 4 | FileCheck %s %exact --check-prefix=A
// A: 1
// A-NEXT: 1

func.func @f(%a: i32, %b: i32) -> (i1, i32) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %1 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%0, %1) : (i1, i32) -> ()
}
