// comb.add: variadic two's-complement addition that wraps at the type's width
// (comb-dialect.txt; README, Semantics).

// RUN: combc eval %s --top=add2 -- 5 3 | FileCheck %s %exact --check-prefix=SMALL
// SMALL: 8
// 200 + 100 = 300 = 256 + 44
// RUN: combc eval %s --top=add2 -- 200 100 | FileCheck %s %exact --check-prefix=WRAP
// WRAP: 44
// RUN: combc eval %s --top=add2 -- -1 1 | FileCheck %s %exact --check-prefix=NEG
// NEG: 0
// three operands: 300 mod 256
// RUN: combc eval %s --top=add3 -- 100 100 100 | FileCheck %s %exact --check-prefix=THREE
// THREE: 44
// a single operand is the identity
// RUN: combc eval %s --top=add1 -- 77 | FileCheck %s %exact --check-prefix=ONE
// ONE: 77
// i1: 1 + 1 wraps to 0
// RUN: combc eval %s --top=addbit -- 1 1 | FileCheck %s %exact --check-prefix=BIT
// BIT: 0
// RUN: combc eval %s --top=addbit -- 0 1 | FileCheck %s %exact --check-prefix=BIT01
// BIT01: 1

hw.module @add2(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.add %a, %b : i8
  hw.output %0 : i8
}

hw.module @add3(in %a : i8, in %b : i8, in %c : i8, out y : i8) {
  %0 = comb.add %a, %b, %c : i8
  hw.output %0 : i8
}

hw.module @add1(in %a : i8, out y : i8) {
  %0 = comb.add %a : i8
  hw.output %0 : i8
}

hw.module @addbit(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.add %a, %b : i1
  hw.output %0 : i1
}
