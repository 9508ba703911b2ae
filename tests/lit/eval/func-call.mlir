// func.call and func.return, including a call with two results used through
// `%r:2` / `%r#0` / `%r#1`.  @diff returns (b - a, a + b) via @swap.

// RUN: combc eval %s --top=diff -- 3 10 | FileCheck %s %exact --check-prefix=D
// D: 7
// D-NEXT: 13
// RUN: combc eval %s --top=swap -- 1 2 | FileCheck %s %exact --check-prefix=S
// S: 2
// S-NEXT: 1
// @twice calls @double twice
// RUN: combc eval %s --top=twice -- 5 | FileCheck %s %exact --check-prefix=TWICE
// TWICE: 20

func.func @swap(%a: i8, %b: i8) -> (i8, i8) {
  func.return %b, %a : i8, i8
}

func.func @diff(%a: i8, %b: i8) -> (i8, i8) {
  %r:2 = func.call @swap(%a, %b) : (i8, i8) -> (i8, i8)
  %d = arith.subi %r#0, %r#1 : i8
  %s = arith.addi %r#1, %r#0 : i8
  func.return %d, %s : i8, i8
}

func.func @double(%x: i8) -> i8 {
  %0 = arith.addi %x, %x : i8
  return %0 : i8
}

func.func @twice(%x: i8) -> i8 {
  %0 = call @double(%x) : (i8) -> i8
  %1 = func.call @double(%0) : (i8) -> i8
  return %1 : i8
}
