// Regression: the CNF of the constant node was added as an empty clause
// (clause3(-1, 0, 0) pushed the terminating 0 early), which made every
// later SAT call unsatisfiable, so lec proved anything that touched a
// constant: here "a == 0x0123456789abcdef" against false, which random
// simulation never separates (one input in 2^64).  The counterexample is
// the only input that separates them.
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=eq --top-b=never | FileCheck %s --check-prefix=EQ
// EQ: not equivalent
// EQ-NEXT: counterexample: 0x123456789abcdef
// EQ-NEXT: output y: 0x1 in {{.*}}, 0x0 in
// EQ-NEXT: reproduced by combc eval
// And a constant proven constant: the same test against itself.
// RUN: combc lec %s %s --top-a=eq --top-b=eq2 | FileCheck %s --check-prefix=SAME
// SAME: equivalent
hw.module @eq(in %a : i64, out y : i1) {
  %c = hw.constant 0x123456789abcdef : i64
  %y = comb.icmp eq %a, %c : i64
  hw.output %y : i1
}
hw.module @eq2(in %a : i64, out y : i1) {
  %c = hw.constant 0x123456789abcdef : i64
  %x = comb.xor %a, %c : i64
  %z = hw.constant 0 : i64
  %y = comb.icmp eq %x, %z : i64
  hw.output %y : i1
}
hw.module @never(in %a : i64, out y : i1) {
  %y = hw.constant false
  hw.output %y : i1
}
