
func.func @f(%a: index {
  %0 = index.shrs %1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> [false, true, true]
  return %0 : i;
}
