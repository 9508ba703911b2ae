// 32-bit adder.
hw.module @add32(in %a : i32, in %b : i32, out s : i32) {
  %s = comb.add %a, %b : i32
  hw.output %s : i32
}
