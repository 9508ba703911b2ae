// SSA names of every identifier shape: digits, letters, `_`, `$`, `.`, `-`.

// RUN: combc eval %s -- 1 2 | FileCheck %s %exact --check-prefix=A
// A: 6

func.func @f(%arg0: i8, %x_1: i8) -> i8 {
  %0 = arith.addi %arg0, %x_1 : i8
  %a.b = arith.addi %0, %arg0 : i8
  %foo$bar = arith.addi %a.b, %arg0 : i8
  %_t = arith.addi %foo$bar, %arg0 : i8
  %x-y = arith.subi %_t, %arg0 : i8
  %.z = arith.addi %x-y, %arg0 : i8
  return %.z : i8
}
