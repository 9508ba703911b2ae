// Old std control flow with bare names: cond_br with block arguments, br,
// call and return across two old-style functions.  abs(-5) + abs(7) = 12;
// abs(MIN) = MIN (negation wraps).

// RUN: combc eval %s --top=main -- -5 7 | FileCheck %s %exact --check-prefix=MAIN
// MAIN: 12
// RUN: combc eval %s --top=abs -- -2147483648 | FileCheck %s %exact --check-prefix=ABS
// ABS: 2147483648
// RUN: combc eval %s --top=abs -- 9 | FileCheck %s %exact --check-prefix=POS
// POS: 9

func @abs(%a: i32) -> i32 {
  %c0 = constant 0 : i32
  %neg = cmpi "slt", %a, %c0 : i32
  cond_br %neg, ^bb1, ^bb2(%a : i32)
^bb1:
  %n = subi %c0, %a : i32
  br ^bb2(%n : i32)
^bb2(%r: i32):
  return %r : i32
}

func @main(%x: i32, %y: i32) -> i32 {
  %ax = call @abs(%x) : (i32) -> i32
  %ay = call @abs(%y) : (i32) -> i32
  %s = addi %ax, %ay : i32
  return %s : i32
}
