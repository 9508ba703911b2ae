// --emit=mlir at -O1: an op that computes what an earlier op of its block
// computes is that op's value (CSE), and a one-operand comb.concat (or
// hw.wire, which reads as one) and an extract of all the bits are their
// operand.  So {a}[3:0] ^ a[3:0] is 0, and the two adds are one.  In a
// func.func ops merge only within a block: the add in ^bb1 stays (the
// entry block's would dominate it, but the simple rule is always right).
// RUN: combc %s --emit=mlir | FileCheck %s %exact
// RUN: %python %S/Inputs/roundtrip.py combc %s | FileCheck %s --check-prefix=RT
// RT: roundtrip: 2 functions, {{[0-9]+}} evaluations agree
// RUN: combc %s --emit=mlir | combc eval - --top=m -- 9 3 | FileCheck %s %exact --check-prefix=EV
// (a = 9, b = 3: y = a, z = 0, s = t = 12, u = a[7:0] full extract = 9)
// EV: 9
// EV-NEXT: 0
// EV-NEXT: 12
// EV-NEXT: 12
// EV-NEXT: 9
// CHECK: module {
// CHECK-NEXT:   hw.module @m(in %a : i8, in %b : i8, out y : i8, out z : i4, out s : i8, out t : i8, out u : i8) {
// CHECK-NEXT:     %c0_i4 = hw.constant 0 : i4
// CHECK-NEXT:     %s = comb.add %a, %b : i8
// CHECK-NEXT:     hw.output %a, %c0_i4, %s, %s, %a : i8, i4, i8, i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%x: i8, %y: i8, %c: i1) -> i8 {
// CHECK-NEXT:     %0 = arith.addi %x, %y : i8
// CHECK-NEXT:     cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:
// CHECK-NEXT:     %1 = arith.addi %x, %y : i8
// CHECK-NEXT:     %2 = arith.muli %0, %1 : i8
// CHECK-NEXT:     return %2 : i8
// CHECK-NEXT:   ^bb2:
// CHECK-NEXT:     return %0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
hw.module @m(in %a : i8, in %b : i8, out y : i8, out z : i4, out s : i8, out t : i8, out u : i8) {
  %c = comb.concat %a : i8
  %e1 = comb.extract %c from 0 : (i8) -> i4
  %e2 = comb.extract %a from 0 : (i8) -> i4
  %x = comb.xor %e1, %e2 : i4
  %w = hw.wire %c : i8
  %s = comb.add %a, %b : i8
  %t = comb.add %a, %b : i8
  %full = comb.extract %a from 0 : (i8) -> i8
  hw.output %w, %x, %s, %t, %full : i8, i4, i8, i8, i8
}
func.func @f(%x: i8, %y: i8, %c: i1) -> i8 {
  %0 = arith.addi %x, %y : i8
  %1 = arith.addi %x, %y : i8
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %2 = arith.addi %x, %y : i8
  %3 = arith.muli %1, %2 : i8
  return %3 : i8
^bb2:
  return %1 : i8
}
