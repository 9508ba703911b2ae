func.func @f(%a: i8) -> i8 {
  %0 = arith.frobnicate %a : i8
  return %0 : i8
}
