// fold.c: common subexpressions merge whatever the operand order of
// commutative ops (a+b and b+a are one adder), dead operations vanish,
// and an if-converted diamond computing the same value on both sides is
// one value (a mux with equal arms).
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s %exact --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=cse -- 200 100 | FileCheck %s %exact --check-prefix=EV
// RUN: combc eval %s --top=cse -- 200 100 | FileCheck %s %exact --check-prefix=EV
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=diamond -- 1 3 4 | FileCheck %s %exact --check-prefix=EVD
// RUN: combc eval %s --top=diamond -- 1 3 4 | FileCheck %s %exact --check-prefix=EVD
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=diamond -- 0 3 4 | FileCheck %s %exact --check-prefix=EVD
// RUN: combc eval %s --top=diamond -- 0 3 4 | FileCheck %s %exact --check-prefix=EVD
//
// MLIR:      module {
// MLIR-NEXT:   hw.module @cse(in %a : i8, in %b : i8, out s1 : i8, out s2 : i8, out m : i8, out e : i1) {
// MLIR-NEXT:     %c0_i8 = hw.constant 0 : i8
// MLIR-NEXT:     %true = hw.constant true
// MLIR-NEXT:     %s1 = comb.add %a, %b : i8
// MLIR-NEXT:     hw.output %s1, %s1, %c0_i8, %true : i8, i8, i8, i1
// MLIR-NEXT:   }
// MLIR-NEXT:   hw.module @diamond(in %c : i1, in %x : i32, in %y : i32, out result : i32) {
// MLIR-NEXT:     %s = comb.add %x, %y : i32
// MLIR-NEXT:     hw.output %s : i32
// MLIR-NEXT:   }
// MLIR-NEXT: }
//
// 200 + 100 = 300 mod 256
// EV: 44
// EV-NEXT: 44
// EV-NEXT: 0
// EV-NEXT: 1
// EVD: 7
hw.module @cse(in %a : i8, in %b : i8, out s1 : i8, out s2 : i8, out m : i8,
    out e : i1) {
  %s1 = comb.add %a, %b : i8
  %s2 = comb.add %b, %a : i8
  %p = comb.mul %a, %b : i8
  %q = comb.mul %b, %a : i8
  %m = comb.xor %p, %q : i8
  %dead = comb.divu %a, %b : i8
  %x1 = comb.and %a, %b : i8
  %x2 = comb.and %b, %a : i8
  %e = comb.icmp eq %x1, %x2 : i8
  hw.output %s1, %s2, %m, %e : i8, i8, i8, i1
}

func.func @diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.addi %x, %y : i32
  cf.br ^bb3(%s : i32)
^bb2:
  %t = arith.addi %y, %x : i32
  cf.br ^bb3(%t : i32)
^bb3(%r: i32):
  return %r : i32
}
