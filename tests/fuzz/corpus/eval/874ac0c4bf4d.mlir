

func.func @f(%a: index, %b: index) -> index {
  %0 = index.ceildivu %a, %b
  return %0 : index
}
