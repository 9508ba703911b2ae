
hw.module @Empty() {}
odule @Sink(in %a-> ()
   %a, %a : i4
}
hw.module @top(in %a : i4, out y : i4) {
  hw.instance "B" @Empty()  : i4) {
  %D = cce "s" @Sink(a: %a: i4) -> ()
  hw.output %a : i4
}
