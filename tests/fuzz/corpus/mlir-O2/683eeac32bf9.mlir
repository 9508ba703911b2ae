
func.func @g(%a: i8) -> i8 {
  return %a : i8
}
func.func @f(%a: i16) -> i16 {
  %0 = func.call @g(%a) : (i16) -> i16
  return %0 : i16
}
