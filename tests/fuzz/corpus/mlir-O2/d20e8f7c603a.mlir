
hw.module @Empty() {}
hw.module @Sink(in %a : i4) {
  %0 = comb.xor %a, %a : i4
}
hw.module @top(in %a : i4, out y : i4) {
  hw.instance "e" @Empty() -> ()
  hw.instance "s" @Sink(a: %a: i4) -> ()
  hw.output %a : i4
}
