// Bit-level outputs keep the flow's intermediate netlists: --save-stages
// writes them, --verify proves the output equal to the input link by
// link through them, and `combc lec --via` does the same with files.
// A wrong intermediate netlist never makes a difference look equal: the
// chain breaks and A and B are compared directly.
// RUN: rm -rf %t.d
// RUN: combc %s -O2 --emit=blif --save-stages=%t.d --verify --stats -o %t.blif 2>&1 | FileCheck %s
// CHECK-DAG: verify: redundant: --emit=blif: equivalent
// CHECK-DAG: stats: lec_stage {{.*}} link=0 verdict=equal
// CHECK-DAG: stats: lec_stage {{.*}} link=1 verdict=equal
// RUN: ls %t.d | FileCheck %s --check-prefix=FILES
// FILES: 01-given.aig
// FILES: 02-reduced.aig
// FILES: 03-choices.aig
// FILES: 04-mapped.blif
// FILES: -packed.blif
// FILES: -resynthesized.blif
// Each stage equals the next; the first is the design as bit-blasted.
// RUN: combc %s -O2 --emit=aiger --no-fraig -o %t.given.aig
// RUN: combc lec %t.given.aig %t.d/01-given.aig | FileCheck %s --check-prefix=EQ
// RUN: combc lec %t.given.aig %t.blif --via=%t.d/01-given.aig --via=%t.d/02-reduced.aig --via=%t.d/03-choices.aig --via=%t.d/04-mapped.blif --stats 2>&1 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// A chain that does not hold: the mapped stage of another design.
// RUN: combc %S/Inputs/other-adder.mlir -O2 --emit=blif -o %t.other.blif
// RUN: combc lec %t.given.aig %t.blif --via=%t.other.blif | FileCheck %s --check-prefix=EQ
// RUN: combc lec %t.given.aig %t.blif --via=%t.other.blif --stats 2>&1 >/dev/null | FileCheck %s --check-prefix=BROKEN
// BROKEN: stats: lec_stage {{.*}} link=0 verdict=different
// And a real difference stays one, whatever the via netlists say.
// RUN: not combc lec %t.given.aig %t.other.blif --via=%t.blif 2>&1 | FileCheck %s --check-prefix=DIFF
// DIFF: not equivalent
hw.module @redundant(in %a : i8, in %b : i8, in %c : i8, out y : i8, out z : i8) {
  %ab = comb.and %a, %b : i8
  %ba = comb.and %b, %a : i8
  %o = comb.or %ab, %ba : i8
  %s = comb.add %o, %c : i8
  %t = comb.add %c, %ab : i8
  %x = comb.xor %s, %t : i8
  %m = comb.mul %a, %b : i8
  %z = comb.sub %m, %x : i8
  hw.output %s, %z : i8, i8
}
