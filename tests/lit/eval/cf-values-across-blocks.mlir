// Values defined in a dominating block are used in later blocks without being
// passed as block arguments.
// f(a, b, c) = c ? (a * b) + a : (a * b) - b.

// RUN: combc eval %s -- 3 4 1 | FileCheck %s %exact --check-prefix=T
// T: 15
// RUN: combc eval %s -- 3 4 0 | FileCheck %s %exact --check-prefix=F
// F: 8

func.func @f(%a: i16, %b: i16, %c: i1) -> i16 {
  %p = arith.muli %a, %b : i16
  cf.cond_br %c, ^t, ^f
^t:
  %x = arith.addi %p, %a : i16
  cf.br ^j(%x : i16)
^f:
  %y = arith.subi %p, %b : i16
  cf.br ^j(%y : i16)
^j(%r: i16):
  return %r : i16
}
