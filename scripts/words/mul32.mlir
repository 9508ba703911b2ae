// 32x32 -> 32-bit multiply (low half).
hw.module @mul32(in %a : i32, in %b : i32, out p : i32) {
  %p = comb.mul %a, %b : i32
  hw.output %p : i32
}
