// 64-bit adder.
hw.module @add64(in %a : i64, in %b : i64, out s : i64) {
  %s = comb.add %a, %b : i64
  hw.output %s : i64
}
