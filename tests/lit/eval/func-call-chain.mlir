// A call chain defined callee-after-caller: f -> g -> h.  h(x) = x * 3,
// g(x) = h(x) + 1, f(x, y) = g(x) ^ g(y).
// f(2, 5) = 7 ^ 16 = 23.

// RUN: combc eval %s --top=f -- 2 5 | FileCheck %s %exact --check-prefix=F
// F: 23
// RUN: combc eval %s --top=g -- 4 | FileCheck %s %exact --check-prefix=G
// G: 13

func.func @f(%x: i16, %y: i16) -> i16 {
  %a = func.call @g(%x) : (i16) -> i16
  %b = func.call @g(%y) : (i16) -> i16
  %r = arith.xori %a, %b : i16
  return %r : i16
}

func.func @g(%x: i16) -> i16 {
  %0 = func.call @h(%x) : (i16) -> i16
  %c1 = arith.constant 1 : i16
  %1 = arith.addi %0, %c1 : i16
  return %1 : i16
}

func.func @h(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %0 = arith.muli %x, %c3 : i16
  return %0 : i16
}
