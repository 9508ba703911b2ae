// 32-bit comparators: unsigned and signed less-than, equality, less-or-equal.
hw.module @cmp32(in %a : i32, in %b : i32, out lt : i1, out slt : i1, out eq : i1, out le : i1) {
  %lt = comb.icmp ult %a, %b : i32
  %slt = comb.icmp slt %a, %b : i32
  %eq = comb.icmp eq %a, %b : i32
  %le = comb.icmp ule %a, %b : i32
  hw.output %lt, %slt, %eq, %le : i1, i1, i1, i1
}
