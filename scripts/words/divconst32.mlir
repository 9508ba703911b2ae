// 32-bit unsigned division and remainder by the constant 10.
hw.module @divconst32(in %a : i32, out q : i32, out r : i32) {
  %k = hw.constant 10 : i32
  %q = comb.divu %a, %k : i32
  %r = comb.modu %a, %k : i32
  hw.output %q, %r : i32, i32
}
