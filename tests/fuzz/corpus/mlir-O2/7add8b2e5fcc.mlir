
func.func @f(%a: i3) -> i8 {
  %0 = comb.replicate %a : (i3) -> i8
  return %0 : i8
}
