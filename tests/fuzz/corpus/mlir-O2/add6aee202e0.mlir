
func.func @f(%a: i8) -> i8 {
  %0 = "comb.add"(%a, %a) : (i8) -> i8
  return %0 : i8
}
