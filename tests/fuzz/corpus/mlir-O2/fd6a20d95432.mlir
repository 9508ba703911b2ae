

func.func @f(%a: i16, %b: i16) -> (i16, i16, i16) {
  %0 = arith.shli %a, %b : i16
  %1 = arith.shrsi %a, %b : i16
  %2 = arith.shrui %a, %b : i16
  return %0, %1, %2 : i16, i16, i16
}
