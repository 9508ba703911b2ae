

func.func @f(%a

func  return %0 : index %Y\ iRdex) -> in)
#loc4 = locÿÿex {
  %0 = gndex.add %a, %b
.func