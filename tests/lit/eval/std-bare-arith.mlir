// Old std dialect, bare names inside an old-style `func @f(...)` with no
// module: addi, subi, muli.

// RUN: combc eval %s -- 7 5 | FileCheck %s %exact --check-prefix=A
// A: 12
// A-NEXT: 2
// A-NEXT: 35
// RUN: combc eval %s -- -1 2 | FileCheck %s %exact --check-prefix=B
// B: 1
// B-NEXT: 4294967293
// B-NEXT: 4294967294

func @arith(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = addi %a, %b : i32
  %1 = subi %a, %b : i32
  %2 = muli %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}
