// 8x8 -> 8-bit multiply (low half).
hw.module @mul8(in %a : i8, in %b : i8, out p : i8) {
  %p = comb.mul %a, %b : i8
  hw.output %p : i8
}
