
func.func @f(%a: i8) -> i8 {
  return %a, %a : i8, i8
}
