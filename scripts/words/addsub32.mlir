// 32-bit adder/subtractor.
hw.module @addsub32(in %a : i32, in %b : i32, in %sub : i1, out s : i32) {
  %d = comb.sub %a, %b : i32
  %e = comb.add %a, %b : i32
  %s = comb.mux %sub, %d, %e : i32
  hw.output %s : i32
}
