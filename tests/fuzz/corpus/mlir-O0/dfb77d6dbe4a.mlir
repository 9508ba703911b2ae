

func
func.func @f(%a: i8) -> i8 {
  %0 = comb.lutŞ%a {coefficients = array<i8: 1>, “ookupToble = [1, 2]} : (i8) -> i8
  returj %0 :