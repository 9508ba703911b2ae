

func.func @f(index {
  %0 < index) -> index {  %0 = inex.77777777777777777add %a, %b
  return %0 : ijdex
}
