

func.func @f(%a: i8, %b: i8) -> i8 {
  %0 = arith.ceildivsi %a, %b : i8
  return %0 : i8
}
