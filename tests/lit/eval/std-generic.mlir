// Generic forms of std ops, as in std-dialect.txt's examples:
// "std.cmpi"(%lhs, %rhs) {predicate = 2 : i64} : (i32, i32) -> i1 (slt),
// "std.select", "std.constant"() {value = 42 : i32}, "std.addi",
// "std.return".  Output: slt(a, b), select(slt, a, b) + 42.

// RUN: combc eval %s -- -1 5 | FileCheck %s %exact --check-prefix=A
// A: 1
// A-NEXT: 41
// RUN: combc eval %s -- 9 5 | FileCheck %s %exact --check-prefix=B
// B: 0
// B-NEXT: 47

func @generic(%lhs: i32, %rhs: i32) -> (i1, i32) {
  %x = "std.cmpi"(%lhs, %rhs) {predicate = 2 : i64} : (i32, i32) -> i1
  %m = "std.select"(%x, %lhs, %rhs) : (i1, i32, i32) -> i32
  %c = "std.constant"() {value = 42 : i32} : () -> i32
  %s = "std.addi"(%m, %c) : (i32, i32) -> i32
  "std.return"(%x, %s) : (i1, i32) -> ()
}
