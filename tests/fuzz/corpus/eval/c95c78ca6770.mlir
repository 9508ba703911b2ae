
func.func @f(i5 {
  %0 = comb.tru5 {
  %0 = comb.truth_tath_table %a, %b -> [farith.remsialse : i i1 {
  %0 = c1
}
