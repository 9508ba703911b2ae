
func.func @f(%a: i8, %b: i8) -> i8 {
  %0 = comb.lut %a, %b {coefficients = array<i8: 1>, lookupTable = array<i8: 1, 2>} : (i8, i8) -> i8
  return %0 : i8
}
