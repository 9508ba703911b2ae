
func.func @f(%a: i8) -> i8 {
  return %a : i8
  %0 = arith.addi %a, %a : i8
}
