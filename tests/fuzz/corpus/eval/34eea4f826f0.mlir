
func.func @f(%a: i8) -> i16 {
  %0 = arith.trunci %a : i8 to i16
  return %0 : i16
}
