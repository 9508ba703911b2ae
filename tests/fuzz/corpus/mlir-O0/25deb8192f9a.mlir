

func.func @f(%a: index, %b: index) -> i3768211456