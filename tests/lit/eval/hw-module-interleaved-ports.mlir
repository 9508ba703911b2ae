// Inputs and outputs may be interleaved in the port list: arguments follow the
// input order (a, b), results the output order (x, y).

// RUN: combc eval %s -- 7 2 | FileCheck %s %exact --check-prefix=A
// A: 5
// A-NEXT: 14

hw.module @m(in %a : i8, out x : i8, in %b : i8, out y : i8) {
  %0 = comb.sub %a, %b : i8
  %1 = comb.mul %a, %b : i8
  hw.output %0, %1 : i8, i8
}
