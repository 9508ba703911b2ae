// comb.sub (CIRCT): a - b, wrapping.

// RUN: combc eval %s -- 5 3 | FileCheck %s %exact --check-prefix=A
// A: 2
// 3 - 5 = -2 = 254 as i8
// RUN: combc eval %s -- 3 5 | FileCheck %s %exact --check-prefix=B
// B: 254
// RUN: combc eval %s -- 0 1 | FileCheck %s %exact --check-prefix=C
// C: 255
// MIN - 1 wraps to MAX
// RUN: combc eval %s -- -128 1 | FileCheck %s %exact --check-prefix=D
// D: 127

hw.module @sub(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.sub %a, %b : i8
  hw.output %0 : i8
}
