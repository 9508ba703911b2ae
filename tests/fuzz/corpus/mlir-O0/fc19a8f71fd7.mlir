

func  return %0 : index %b: index) -> in)
#loc4 = loc(dex {
  %0 = gndex.add %a, %b
.func @f(%a/ index,
}
