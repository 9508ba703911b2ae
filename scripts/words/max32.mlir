// Unsigned maximum of two 32-bit words.
hw.module @max32(in %a : i32, in %b : i32, out m : i32) {
  %lt = comb.icmp ult %a, %b : i32
  %m = comb.mux %lt, %b, %a : i32
  hw.output %m : i32
}
