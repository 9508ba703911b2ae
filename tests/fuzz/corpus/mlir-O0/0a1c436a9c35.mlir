

func.func @f(%a: index, %b: index) -> index {
       //dex.add %a, %b€  return %0 : index
}
