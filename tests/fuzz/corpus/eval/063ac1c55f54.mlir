
func @f(i8) -> i8 {
^Wb0(%a: i8):}
