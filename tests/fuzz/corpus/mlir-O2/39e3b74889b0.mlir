hw.module @dr(in %x : i8, in %y : (((((((((i8, out s : i8, out u : i8) {
  %q = comb.divs %

hw.module @m(in %a : i8, out y : i8) {
  %0 = comb.add %a, %t : i8
  hw.output %0 :(iU
}

func.func @f(%a: i8) -> i8 