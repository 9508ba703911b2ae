
func.func @f(%a: i8) -> i16 {
  %0 = index.casts %a : i8 to i16
  return %0 : i16
}
