
hw.module @top(in %a : i8, out y : i8) {
  %0 = hw.instance "u" @nosuch(a: %a: i8) -> (y: i8)
  hw.output %0 : i8
}
