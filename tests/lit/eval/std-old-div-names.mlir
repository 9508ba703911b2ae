// The spellings in std-dialect.txt's examples: divis, diviu, remis, remiu
// (`%a = divis %b, %c : i64`).  Same semantics as divi_signed and friends.

// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=A
// A: 18446744073709551613
// A-NEXT: 0
// A-NEXT: 0
// A-NEXT: 6
// RUN: combc eval %s -- -7 2 | FileCheck %s %exact --check-prefix=B
// B: 18446744073709551613
// B-NEXT: 9223372036854775804
// B-NEXT: 18446744073709551615
// B-NEXT: 1

func @old(%b: i64, %c: i64) -> (i64, i64, i64, i64) {
  %0 = divis %b, %c : i64
  %1 = diviu %b, %c : i64
  %2 = remis %b, %c : i64
  %3 = remiu %b, %c : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}
