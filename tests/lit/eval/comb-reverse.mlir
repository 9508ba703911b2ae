// comb.reverse (CIRCT): bit i of the result is bit width-1-i of the input.

// RUN: combc eval %s --top=rev8 -- 1 | FileCheck %s %exact --check-prefix=ONE
// ONE: 128
// 0b11010000 -> 0b00001011
// RUN: combc eval %s --top=rev8 -- 208 | FileCheck %s %exact --check-prefix=PAT
// PAT: 11
// RUN: combc eval %s --top=rev1 -- 1 | FileCheck %s %exact --check-prefix=B
// B: 1
// 0b110 -> 0b011
// RUN: combc eval %s --top=rev3 -- 6 | FileCheck %s %exact --check-prefix=THREE
// THREE: 3

hw.module @rev8(in %a : i8, out y : i8) {
  %0 = comb.reverse %a : i8
  hw.output %0 : i8
}
hw.module @rev1(in %a : i1, out y : i1) {
  %0 = comb.reverse %a : i1
  hw.output %0 : i1
}
hw.module @rev3(in %a : i3, out y : i3) {
  %0 = comb.reverse %a : i3
  hw.output %0 : i3
}
