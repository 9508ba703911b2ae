
func @f(%a: i8) -> i8 {
  %0 = sexti %a : i8 to i8
  return %0 : i8
}
