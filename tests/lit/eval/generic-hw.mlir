// hw.constant and hw.output in the generic form inside a custom hw.module.

// RUN: combc eval %s -- 3 | FileCheck %s %exact --check-prefix=A
// A: 8

hw.module @m(in %a : i8, out y : i8) {
  %0 = "hw.constant"() {value = 5 : i8} : () -> i8
  %1 = "comb.add"(%a, %0) : (i8, i8) -> i8
  "hw.output"(%1) : (i8) -> ()
}
