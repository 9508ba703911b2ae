module {
  func.func @mul(%X: i12, %Y: i12) -> i12 {
    %0 = arith.extsi %X : i12 to i24
    %1 = arith.extsi %Y : i12 to i24
    %2 = arith.muli %0, %1 : i24
    %3 = arith.trunci %2 : i24 to i12
    return %3 : i12
  }
}
