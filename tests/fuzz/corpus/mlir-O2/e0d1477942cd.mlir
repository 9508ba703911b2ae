

module {
  func.func private @rnal(i8) -> i8
  func.func private @external2(%x: i32) -> (i32, i32)
  func.func @inc(%a: i8) -> i8 {
    %c1 = arith.constant 1 : i8
    %0 = arith.addi %a, %c1 : i8
    return %0 : i8
  }
}
