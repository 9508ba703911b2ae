// comb.mux: cond ? trueValue : falseValue.

// RUN: combc eval %s --top=mux -- 1 11 22 | FileCheck %s %exact --check-prefix=T
// T: 11
// RUN: combc eval %s --top=mux -- 0 11 22 | FileCheck %s %exact --check-prefix=F
// F: 22
// RUN: combc eval %s --top=muxbit -- 1 1 0 | FileCheck %s %exact --check-prefix=BT
// BT: 1
// RUN: combc eval %s --top=muxbit -- 0 1 0 | FileCheck %s %exact --check-prefix=BF
// BF: 0

hw.module @mux(in %c : i1, in %t : i8, in %f : i8, out y : i8) {
  %0 = comb.mux %c, %t, %f : i8
  hw.output %0 : i8
}
hw.module @muxbit(in %c : i1, in %t : i1, in %f : i1, out y : i1) {
  %0 = comb.mux %c, %t, %f : i1
  hw.output %0 : i1
}
