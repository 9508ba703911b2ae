// arith.addi, arith.subi, arith.muli (i32, wrapping).

// RUN: combc eval %s -- 7 5 | FileCheck %s %exact --check-prefix=A
// A: 12
// A-NEXT: 2
// A-NEXT: 35
// RUN: combc eval %s -- -1 2 | FileCheck %s %exact --check-prefix=B
// B: 1
// B-NEXT: 4294967293
// B-NEXT: 4294967294
// 2^16 * 2^16 wraps to 0
// RUN: combc eval %s -- 0x10000 0x10000 | FileCheck %s %exact --check-prefix=C
// C: 131072
// C-NEXT: 0
// C-NEXT: 0

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}
