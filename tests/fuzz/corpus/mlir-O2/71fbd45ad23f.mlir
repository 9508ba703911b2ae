
func.func @f() -> i8 {
  %0 = "arith.constant"() : () -> i8
  return %0 : i8
}
