// A private declaration without a body is not a candidate for eval (the README
// section 3: functions with a body), so the file has exactly one and --top is
// not needed.

// RUN: combc eval %s -- 4 | FileCheck %s %exact --check-prefix=A
// A: 5

module {
  func.func private @external(i8) -> i8
  func.func private @external2(%x: i32) -> (i32, i32)
  func.func @inc(%a: i8) -> i8 {
    %c1 = arith.constant 1 : i8
    %0 = arith.addi %a, %c1 : i8
    return %0 : i8
  }
}
