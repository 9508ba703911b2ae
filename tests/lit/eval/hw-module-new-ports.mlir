// hw.module with today's port syntax (`in %a : i8, out y : i8`); eval takes
// the inputs in order and prints the outputs in order.

// RUN: combc eval %s -- 200 100 | FileCheck %s %exact --check-prefix=A
// A: 44
// A-NEXT: 100

hw.module @m(in %a : i8, in %b : i8, out sum : i8, out diff : i8) {
  %0 = comb.add %a, %b : i8
  %1 = comb.sub %a, %b : i8
  hw.output %0, %1 : i8, i8
}
