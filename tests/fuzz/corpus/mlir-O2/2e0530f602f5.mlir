

hw.module @m(in %a : i8, out y : i8) {
  %0 = comb.add %a, %a : i8
  hw.output %0 : i8
}

func.func @f(%a: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %0 = arith.muli %a, %c3 : i8
  return %0 : i8
}
