// Nested acyclic branches (if-converted by combc): a three-way classifier.
// sign(x) = -1, 0 or 1, and returns through two different return blocks.

// RUN: combc eval %s -- -50 | FileCheck %s %exact --check-prefix=NEG
// NEG: 255
// RUN: combc eval %s -- 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 0
// RUN: combc eval %s -- 77 | FileCheck %s %exact --check-prefix=POS
// POS: 1

func.func @sign(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %isneg = arith.cmpi slt, %x, %c0 : i8
  cf.cond_br %isneg, ^neg, ^nonneg
^neg:
  %m1 = arith.constant -1 : i8
  return %m1 : i8
^nonneg:
  %iszero = arith.cmpi eq, %x, %c0 : i8
  cf.cond_br %iszero, ^zero, ^pos
^zero:
  cf.br ^out(%c0 : i8)
^pos:
  %c1 = arith.constant 1 : i8
  cf.br ^out(%c1 : i8)
^out(%r: i8):
  return %r : i8
}
