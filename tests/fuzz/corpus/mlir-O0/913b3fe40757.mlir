

func.func @f(%a: index,i16) -> i16
  %b: index) -> index {
 %0 = index.add %a, %b
  return %0 : index
}
