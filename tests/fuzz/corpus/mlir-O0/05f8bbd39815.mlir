

func.func @f(%a: index, %b: index) ->	i34066920H768211456