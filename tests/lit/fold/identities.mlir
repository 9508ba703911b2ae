// --emit=mlir at -O1: identities that hold at every width, comb folding in
// an hw.module (constants become hw.constant), constants of later blocks
// hoisted into the entry block, dead ops dropped; -O0 prints the IR as read.
//
// RUN: combc %s --emit=mlir | FileCheck %s %exact --check-prefix=O1
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=O0
// RUN: %python %S/Inputs/roundtrip.py combc %s | FileCheck %s --check-prefix=RT
// RT: roundtrip: 3 functions, {{[0-9]+}} evaluations agree
//
// The output reads back and computes what the input computes:
// RUN: combc %s --emit=mlir | combc eval - --top=cfg -- 1 5 | FileCheck %s %exact --check-prefix=EV_TAKEN
// RUN: combc %s --top=cfg --emit=mlir | combc eval - --index-width=32 -- 0 5 | FileCheck %s %exact --check-prefix=EV_NOT
// RUN: combc %s --emit=mlir | combc eval - --top=comb_ids -- 7 9 | FileCheck %s %exact --check-prefix=EV_COMB
// EV_TAKEN: 47
// EV_NOT: 42
// (7, 9: o0 = 7 & 0xff, 5 + 3, 5 << 3, 3 <u 5, 9 / 0 = 0xff, 5 << 8 = 0)
// EV_COMB: 7
// EV_COMB-NEXT: 8
// EV_COMB-NEXT: 40
// EV_COMB-NEXT: 1
// EV_COMB-NEXT: 255
// EV_COMB-NEXT: 0
//
// O0: %0 = arith.addi %z, %x : i8
// O0: %s = index.add %a, %b
//
// O1: module {

// x + 0, x * 1, x / 1 -> x;  y * 0, y ^ y, y % 1 -> 0;  x | ~0 -> ~0;
// cmp(x, x) -> true.  The zeros are the one constant %z.
// O1-NEXT:  func.func @arith_ids(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i1) {
// O1-NEXT:    %z = arith.constant 0 : i8
// O1-NEXT:    %m1 = arith.constant -1 : i8
// O1-NEXT:    %true = arith.constant true
// O1-NEXT:    return %x, %x, %z, %m1, %z, %z, %y, %true : i8, i8, i8, i8, i8, i8, i8, i1
// O1-NEXT:  }
func.func @arith_ids(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i1) {
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.addi %z, %x : i8
  %1 = arith.muli %x, %one : i8
  %2 = arith.muli %y, %z : i8
  %3 = arith.ori %x, %m1 : i8
  %4 = arith.xori %y, %y : i8
  %5 = arith.remui %y, %one : i8
  %6 = arith.divsi %y, %one : i8
  %7 = arith.cmpi sle, %x, %x : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i1
}

// comb folds at its own width; folded values are hw.constants.  The
// division by zero stays; shl by >= the width is 0 (CIRCT and the README
// section 2 agree), here shl(5, 5 + 3).
// O1-NEXT:  hw.module @comb_ids(in %a : i8, in %b : i8, out o0 : i8, out o1 : i8, out o2 : i8, out o3 : i1, out o4 : i8, out o5 : i8) {
// O1-NEXT:    %c0 = hw.constant 0 : i8
// O1-NEXT:    %c8_i8 = hw.constant 8 : i8
// O1-NEXT:    %c40_i8 = hw.constant 40 : i8
// O1-NEXT:    %true = hw.constant true
// O1-NEXT:    %0 = comb.divu %b, %c0 : i8
// O1-NEXT:    hw.output %a, %c8_i8, %c40_i8, %true, %0, %c0 : i8, i8, i8, i1, i8, i8
// O1-NEXT:  }
hw.module @comb_ids(in %a : i8, in %b : i8, out o0 : i8, out o1 : i8, out o2 : i8, out o3 : i1, out o4 : i8, out o5 : i8) {
  %c0 = hw.constant 0 : i8
  %c5 = hw.constant 5 : i8
  %c3 = hw.constant 3 : i8
  %ones = hw.constant -1 : i8
  %0 = comb.and %a, %ones : i8
  %1 = comb.add %c5, %c3 : i8
  %2 = comb.shl %c5, %c3 : i8
  %3 = comb.icmp ult %c3, %c5 : i8
  %4 = comb.divu %b, %c0 : i8
  %5 = comb.shl %c5, %1 : i8
  hw.output %0, %1, %2, %3, %4, %5 : i8, i8, i8, i1, i8, i8
}

// 40 + 2 in ^bb1 and the 42 of ^bb2 become one constant in the entry block.
// O1-NEXT:  func.func @cfg(%c: i1, %x: index) -> index {
// O1-NEXT:    %idx42 = index.constant 42
// O1-NEXT:    cf.cond_br %c, ^bb1, ^bb2
// O1-NEXT:  ^bb1:
// O1-NEXT:    %r = index.add %x, %idx42
// O1-NEXT:    cf.br ^bb3(%r : index)
// O1-NEXT:  ^bb2:
// O1-NEXT:    cf.br ^bb3(%idx42 : index)
// O1-NEXT:  ^bb3(%v: index):
// O1-NEXT:    return %v : index
// O1-NEXT:  }
func.func @cfg(%c: i1, %x: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = index.constant 40
  %b = index.constant 2
  %s = index.add %a, %b
  %r = index.add %x, %s
  cf.br ^bb3(%r : index)
^bb2:
  %k = index.constant 42
  cf.br ^bb3(%k : index)
^bb3(%v: index):
  return %v : index
}
// O1-NEXT: }
