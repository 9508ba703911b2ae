// --top selects one of several candidates, including a callee of another and
// an hw.module among funcs.

// RUN: combc eval %s --top=f -- 3 | FileCheck %s %exact --check-prefix=F
// F: 7
// RUN: combc eval %s --top=g -- 3 | FileCheck %s %exact --check-prefix=G
// G: 6
// RUN: combc eval %s --top=m -- 3 | FileCheck %s %exact --check-prefix=M
// M: 9

func.func @g(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8
  return %0 : i8
}
func.func @f(%a: i8) -> i8 {
  %0 = func.call @g(%a) : (i8) -> i8
  %c1 = arith.constant 1 : i8
  %1 = arith.addi %0, %c1 : i8
  return %1 : i8
}
hw.module @m(in %a : i8, out y : i8) {
  %0 = comb.mul %a, %a : i8
  hw.output %0 : i8
}
