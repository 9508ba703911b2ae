// arith ops with today's overflow flags (`overflow<nsw>`, `overflow<nsw, nuw>`)
// parse and compute as without them (inputs chosen not to overflow).

// RUN: combc eval %s -- 20 3 | FileCheck %s %exact --check-prefix=A
// A: 23
// A-NEXT: 17
// A-NEXT: 60
// A-NEXT: 160

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.shli %a, %b overflow<nsw> : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
