
func @f(i8) -> i8 {
^bb0(%a: i8):
  br ^bb1
^bb1:
  br ^bb0(%a : i8)
}
