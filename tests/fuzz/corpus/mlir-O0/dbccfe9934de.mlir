
func.func @f(%a: i4, %b: i4) -> i9 {
  %0 = "comb.concat"(%a, %b) : (i4, i4) -> i9
  return %0 : i9
}
