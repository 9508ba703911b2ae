// 16x16 -> 32-bit unsigned multiply (full product).
hw.module @mul16x16(in %a : i16, in %b : i16, out p : i32) {
  %z = hw.constant 0 : i16
  %a32 = comb.concat %z, %a : i16, i16
  %b32 = comb.concat %z, %b : i16, i16
  %p = comb.mul %a32, %b32 : i32
  hw.output %p : i32
}
