
hw.module @m(in %a : i8, out x : i8, out y : i8) {
  hw.output %a : i8
}
