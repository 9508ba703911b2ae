
func.func @f(%a: i8, %c: i1) -> i8 {
  cf.br ^head(%a : i8)
^head(%x: i8):
  cf.cond_br %c, ^body, ^exit
^body:
  %y = arith.addi %x, %x : i8
  cf.br ^head(%y : i8)
^exit:
  return %x : i8
}
