// A named module with attributes, as CIRCT and HEIR emit it.

// RUN: combc eval %s -- 5 | FileCheck %s %exact --check-prefix=A
// A: 25

module @design attributes {circt.loweringOptions = "emittedLineLength=100,locationInfoStyle=none", hw.unit_attr, some.int = 5 : i64, some.arr = [1, 2, [3]], some.dict = {a = 1 : i32, b = "x"}, some.sym = @design} {
  hw.module @sq(in %a : i8, out y : i8) attributes {sv.namehint = "sq"} {
    %0 = comb.mul %a, %a {sv.namehint = "prod"} : i8
    hw.output %0 : i8
  }
}
