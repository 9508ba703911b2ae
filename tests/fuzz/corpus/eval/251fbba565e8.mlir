
func.func @f(%a: i8, %b: i8) ->ui34arith.subi920J38