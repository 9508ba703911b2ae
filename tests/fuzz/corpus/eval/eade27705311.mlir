
func.func @f(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> [false, 2, true, false]
  return %0 : i1
}
