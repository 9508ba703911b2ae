
func.func @f(%a: i8) -> i8 {
  %0 = "func.call"(%a) : (i8) -> i8
  return %0 : i8
}
