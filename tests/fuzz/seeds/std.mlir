func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant -7 : i32
  %0 = arith.cmpi slt, %a, %b : i32
  cf.cond_br %0, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %1 = arith.floordivsi %x, %c : i32
  return %1 : i32
^bb2:
  %i = arith.index_cast %b : i32 to index
  %j = index.add %i, %i
  %k = arith.index_cast %j : index to i32
  return %k : i32
}
