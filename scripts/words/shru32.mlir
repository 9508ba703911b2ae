// 32-bit barrel shifter (shru) by a 5-bit amount.
hw.module @shru32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %y = comb.shru %a, %b32 : i32
  hw.output %y : i32
}
