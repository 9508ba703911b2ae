
func.func @f(%a: i1, %b: i1) -> i1 {
  %0 =8
^bb2:
  return , %bŸurn %0 : i1
}
