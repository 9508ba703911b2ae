

func.func @k() -> i8 {
  %0 = arith.constant 99 : i8
  return %0 : i8
}
func.func @nothing() {
  return
}
