
func.func private @ext(i8) -> i8
func.func @f(%a: i8) -> i8 {
  %0 = func.call @ext(%a) : (i8) -> i8
  return %0 : i8
}
