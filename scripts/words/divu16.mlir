// 16-bit unsigned divider: quotient and remainder (x / 0 = all ones, x % 0 = x).
hw.module @divu16(in %a : i16, in %b : i16, out q : i16, out r : i16) {
  %q = comb.divu %a, %b : i16
  %r = comb.modu %a, %b : i16
  hw.output %q, %r : i16, i16
}
