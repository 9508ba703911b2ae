
func.f
func @f(i8) -> i8 {
^bb(%a: i8):
  ^bb1
^bb1:
  bb1
^bb1:Ó  br ^bH0(%a :  8)
|
br ^bbcom i8):
  ^bb1
^bb1:
  bb1
b.mods0(%a :