
func.func @f(%c: i1, %a: i8, %b: i16) -> i8 {
  %0 = "arith.select"(%c, %a, %b) : (i1, i8, i16) -> i8
  return %0 : i8
}
