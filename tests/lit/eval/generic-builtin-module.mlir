// The generic container "builtin.module"() ({ ... }) : () -> () around
// custom-form functions.

// RUN: combc eval %s --top=f -- 6 7 | FileCheck %s %exact --check-prefix=A
// A: 42
// RUN: combc eval %s --top=g -- 6 | FileCheck %s %exact --check-prefix=B
// B: 36

"builtin.module"() ({
  func.func @f(%a: i16, %b: i16) -> i16 {
    %0 = arith.muli %a, %b : i16
    return %0 : i16
  }
  func.func @g(%a: i16) -> i16 {
    %0 = func.call @f(%a, %a) : (i16, i16) -> i16
    return %0 : i16
  }
}) : () -> ()
