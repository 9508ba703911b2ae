// 64x64 -> 64-bit multiply (low half).
hw.module @mul64(in %a : i64, in %b : i64, out p : i64) {
  %p = comb.mul %a, %b : i64
  hw.output %p : i64
}
