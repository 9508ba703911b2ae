// fold.c: (x / y) * y + x % y is x, for signed and unsigned division, in
// any operand order.  Under README, Semantics this holds for every y
// modulo 2^w: y = 0 gives q = all ones and r = x (0 + x), MIN / -1 gives
// q = MIN and r = 0 (MIN * -1 wraps to MIN).  The address arithmetic of
// examples/index_addr.mlir (row * cols + col) is this pattern.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s %exact --check-prefix=MLIR
// RUN: for v in "-128 -1" "7 0" "-7 2" "200 3" "0 0"; do combc %s --emit=mlir -O2 | combc eval - -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=EV
// RUN: for v in "-128 -1" "7 0" "-7 2" "200 3" "0 0"; do combc eval %s -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=EV
//
// MLIR:      module {
// MLIR-NEXT:   hw.module @dr(in %x : i8, in %y : i8, out s : i8, out u : i8) {
// MLIR-NEXT:     hw.output %x, %x : i8, i8
// MLIR-NEXT:   }
// MLIR-NEXT: }
//
// EV: 128 128
// EV-NEXT: 7 7
// EV-NEXT: 249 249
// EV-NEXT: 200 200
// EV-NEXT: 0 0
hw.module @dr(in %x : i8, in %y : i8, out s : i8, out u : i8) {
  %q = comb.divs %x, %y : i8
  %r = comb.mods %x, %y : i8
  %m = comb.mul %y, %q : i8
  %s = comb.add %r, %m : i8
  %qu = comb.divu %x, %y : i8
  %ru = comb.modu %x, %y : i8
  %mu = comb.mul %qu, %y : i8
  %u = comb.add %mu, %ru : i8
  hw.output %s, %u : i8, i8
}
