// arith.select: condition ? true value : false value, on i32 and i1.

// RUN: combc eval %s --top=f -- 1 10 20 | FileCheck %s %exact --check-prefix=T
// T: 10
// RUN: combc eval %s --top=f -- 0 10 20 | FileCheck %s %exact --check-prefix=F
// F: 20
// RUN: combc eval %s --top=g -- 0 1 0 | FileCheck %s %exact --check-prefix=B
// B: 0

func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  return %0 : i32
}
func.func @g(%c: i1, %a: i1, %b: i1) -> i1 {
  %0 = arith.select %c, %a, %b : i1
  return %0 : i1
}
