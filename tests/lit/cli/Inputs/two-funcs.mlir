// Two candidates for eval: --top is required.
func.func @f(%a: i8) -> i8 {
  return %a : i8
}
func.func @g(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8
  return %0 : i8
}
