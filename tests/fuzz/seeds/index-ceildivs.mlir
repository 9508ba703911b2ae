

func.func @f(%a: index, %b: index) -> index {
  %0 = index.ceildivs %a, %b
  return %0 : index
}
