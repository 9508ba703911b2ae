
func.func @f(%a: i8) -> i16 {
  return %a : i8
}
