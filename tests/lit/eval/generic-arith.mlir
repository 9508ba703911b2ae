// arith and func ops in the generic form, including
// "arith.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i32) -> i1 (slt).
// Outputs: slt(a, b), a + 42, sign-extended a, select(slt, a, b).

// RUN: combc eval %s -- -3 4 | FileCheck %s %exact --check-prefix=A
// A: 1
// A-NEXT: 39
// A-NEXT: 18446744073709551613
// A-NEXT: 4294967293
// RUN: combc eval %s -- 10 4 | FileCheck %s %exact --check-prefix=B
// B: 0
// B-NEXT: 52
// B-NEXT: 10
// B-NEXT: 4

func.func @f(%a: i32, %b: i32) -> (i1, i32, i64, i32) {
  %0 = "arith.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i32) -> i1
  %c = "arith.constant"() {value = 42 : i32} : () -> i32
  %1 = "arith.addi"(%a, %c) : (i32, i32) -> i32
  %2 = "arith.extsi"(%a) : (i32) -> i64
  %3 = "arith.select"(%0, %a, %b) : (i1, i32, i32) -> i32
  "func.return"(%0, %1, %2, %3) : (i1, i32, i64, i32) -> ()
}
