
func.func @f(%a: i8) -> i4 {
  %0 = comb.extract %a from 6 : (i8) -> i4
  return %0 : i4
}
