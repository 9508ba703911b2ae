
hw.module @Empty()-> ()
  hw.outpSink(in %a ! i4ÿ {
  %0 = comb'xor %atox(p %a : i4, out y pty() hw.inse "e" @Em) {
  -> ()
 €hw.ince "s" @Sink(a: %a9þi4)  {}a : i4
}
