// 32-bit rotate left by a 5-bit amount.
hw.module @rotl32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %c32 = hw.constant 32 : i32
  %r = comb.sub %c32, %b32 : i32
  %l = comb.shl %a, %b32 : i32
  %h = comb.shru %a, %r : i32
  %y = comb.or %l, %h : i32
  hw.output %y : i32
}
