// cf.cond_br: both targets the same block with different operands (the
// langref.txt @select example), and a target without arguments.

// RUN: combc eval %s --top=select -- 11 22 1 | FileCheck %s %exact --check-prefix=T
// T: 11
// RUN: combc eval %s --top=select -- 11 22 0 | FileCheck %s %exact --check-prefix=F
// F: 22
// RUN: combc eval %s --top=abs -- -9 | FileCheck %s %exact --check-prefix=AT
// AT: 9
// RUN: combc eval %s --top=abs -- 9 | FileCheck %s %exact --check-prefix=AF
// AF: 9

func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
  // Both targets are the same, operands differ
  cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

^bb1(%x : i32) :
  return %x : i32
}

func.func @abs(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %c0 : i32
  cf.cond_br %neg, ^negate, ^done(%a : i32)
^negate:
  %n = arith.subi %c0, %a : i32
  cf.br ^done(%n : i32)
^done(%r: i32):
  return %r : i32
}
