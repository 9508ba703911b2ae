
func.func @f(%a: i8) -> i8 {
  cf.br ^bb1
^bb1:
  %0 = arith.addi %a, %a : i8
^bb2:
  return %a : i8
}
