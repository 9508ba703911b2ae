module {
  func.func @mul(%X: i64, %Y: i64) -> i64 {
    %0 = arith.extsi %X : i64 to i128
    %1 = arith.extsi %Y : i64 to i128
    %2 = arith.muli %0, %1 : i128
    %3 = arith.trunci %2 : i128 to i64
    return %3 : i64
  }
}
