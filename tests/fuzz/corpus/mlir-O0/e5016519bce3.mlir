
func.func @f(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> 6 : ui8
  return %0 : i1
}
