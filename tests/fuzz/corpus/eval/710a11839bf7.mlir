
hw.module @m(in %c : i8, in %a : i8, in %b : i8, out y : i8) {
  %0 = "comb.mux"(%c, %a, %b) : (i8, i8, i8) -> i8
  hw.output %0 : i8
}
