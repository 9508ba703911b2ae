
func.func @f(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i8):
  %y = arith.addi %x, %x : i8
  cf.br ^bb1(%y : i8)
}
