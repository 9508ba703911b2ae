
func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %1 : i8
  %1 = arith.addi %a, %a : i8
  return %0 : i8
}
