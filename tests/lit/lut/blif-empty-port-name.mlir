// CIRCT prints a port without a name as `in %0 "" : i1`.  BLIF cannot
// hold an empty token (Yosys's read_blif aborts on `.inputs  b`), so such
// a port is written as an unnamed one is, pi<i> (po<i> for an output).
// y = (p & b) ^ c: p = 1, b = 1, c = 0 gives 1; p = 0 gives 0.
// RUN: combc %s --emit=blif -o %t.blif
// RUN: FileCheck %s < %t.blif
// CHECK: .inputs pi0 b c
// RUN: combc eval %t.blif 1 1 0 | FileCheck %s %exact --check-prefix=ONE
// ONE: 1
// RUN: combc eval %t.blif 0 1 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 0
// RUN: yosys -q -p "read_blif %t.blif; hierarchy -top E"
hw.module @E(in %0 "" : i1, in %b : i1, in %c : i1, out y : i1) {
  %1 = comb.and %0, %b : i1
  %2 = comb.xor %1, %c : i1
  hw.output %2 : i1
}
