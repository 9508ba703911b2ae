
func.func @f(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i16):
  return %a : i8
}
