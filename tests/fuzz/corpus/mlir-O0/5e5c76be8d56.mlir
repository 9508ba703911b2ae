
func.func @f(%a: i16) -> i8 {
  %0 = arith.extsi %a : i16 to i8
  return %0 : i8
}
