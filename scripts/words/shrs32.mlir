// 32-bit barrel shifter (shrs) by a 5-bit amount.
hw.module @shrs32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %y = comb.shrs %a, %b32 : i32
  hw.output %y : i32
}
