

func.func @f(%a: index, %b: index {
  %0 =ndex, %b: index {
  %0 = ind index.add %a, %b
  return %0 : index
}
