// Multi-result values: `%r:3 = call` used as %r#0..%r#2, a comma list of
// result names, and a multi-result generic call.

// RUN: combc eval %s --top=f -- 10 3 | FileCheck %s %exact --check-prefix=A
// A: 13
// A-NEXT: 7
// A-NEXT: 30
// A-NEXT: 10
// A-NEXT: 3

func.func @three(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = arith.addi %a, %b : i8
  %1 = arith.subi %a, %b : i8
  %2 = arith.muli %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

func.func @pair(%a: i8, %b: i8) -> (i8, i8) {
  return %a, %b : i8, i8
}

func.func @f(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8) {
  %r:3 = call @three(%a, %b) : (i8, i8) -> (i8, i8, i8)
  %p, %q = call @pair(%a, %b) : (i8, i8) -> (i8, i8)
  %g:2 = "func.call"(%p, %q) {callee = @pair} : (i8, i8) -> (i8, i8)
  return %r#0, %r#1, %r#2, %g#0, %g#1 : i8, i8, i8, i8, i8
}
