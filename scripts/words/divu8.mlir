// 8-bit unsigned divider: quotient and remainder (x / 0 = all ones, x % 0 = x).
hw.module @divu8(in %a : i8, in %b : i8, out q : i8, out r : i8) {
  %q = comb.divu %a, %b : i8
  %r = comb.modu %a, %b : i8
  hw.output %q, %r : i8, i8
}
