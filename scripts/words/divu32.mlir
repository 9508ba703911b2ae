// 32-bit unsigned divider: quotient and remainder (x / 0 = all ones, x % 0 = x).
hw.module @divu32(in %a : i32, in %b : i32, out q : i32, out r : i32) {
  %q = comb.divu %a, %b : i32
  %r = comb.modu %a, %b : i32
  hw.output %q, %r : i32, i32
}
