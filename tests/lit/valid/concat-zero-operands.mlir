// Regression: `comb.concat :` (no operands, an i0 result, as CIRCT prints
// it) was rejected ("expected an operand").  It is an i0 value, which may
// be concatenated further (concat-zero-operands-type.mlir: no operands
// but a type is an error).  o = {a, a} for a = 0xAB is 0xABAB = 43947.
// RUN: combc eval %s --top=m 0xAB | FileCheck %s %exact --check-prefix=EV
// RUN: combc %s --top=m | FileCheck %s
// EV: 43947
// CHECK: assign o = {a, a};

hw.module @m(in %a : i8, out o : i16) {
  %0 = comb.concat :
  %1 = comb.concat %0, %0 : i0, i0
  %2 = comb.concat %a, %1, %a : i8, i0, i8
  hw.output %2 : i16
}
