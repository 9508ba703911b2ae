// 16x16 -> 16-bit multiply (low half).
hw.module @mul16(in %a : i16, in %b : i16, out p : i16) {
  %p = comb.mul %a, %b : i16
  hw.output %p : i16
}
