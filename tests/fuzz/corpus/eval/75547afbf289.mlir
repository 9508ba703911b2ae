
func.func @f(%a: i4) -> i8 {
  %0 = comb.extract %a from 0 : (i4) -> i8
  return %0 : i8
}
