// 16-bit signed divider.
hw.module @divs16(in %a : i16, in %b : i16, out q : i16) {
  %q = comb.divs %a, %b : i16
  hw.output %q : i16
}
