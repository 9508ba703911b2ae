// CIRCT prints a port without a name as `in %0 "" : i1`.  BLIF cannot
// hold an empty token (Yosys's read_blif aborts on `.inputs  b`), so such
// a port is written as an unnamed one is, pi<i> (po<i> for an output).
// y = (p & b) ^ c: p = 1, b = 1, c = 0 gives 1; p = 0 gives 0.
// RUN: combc %s --top=E --emit=blif -o %t.blif
// RUN: FileCheck %s < %t.blif
// CHECK: .inputs pi0 b c
// RUN: combc eval %t.blif 1 1 0 | FileCheck %s %exact --check-prefix=ONE
// ONE: 1
// RUN: combc eval %t.blif 0 1 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 0
// RUN: yosys -q -p "read_blif %t.blif; hierarchy -top E"
// The parser names an empty port so (pi<i>, po<j>), so a word port's bits
// are pi0[0], pi0[1] (they were "[0]", "[1]", and an empty output "[0]_1",
// which lec paired with nothing), and every output and lec agree.
// RUN: combc %s --top=W --emit=blif -o %t.w.blif
// RUN: FileCheck %s --check-prefix=W < %t.w.blif
// W: .inputs pi0[0] pi0[1] b
// W-NEXT: .outputs po0[0] po0[1]
// RUN: combc lec %s %t.w.blif --top=W | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=W --emit=aiger -o %t.w.aig
// RUN: combc lec %s %t.w.aig --top=W | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=W -o %t.w.sv
// RUN: combc lec %s %t.w.sv --top=W | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc eval %s --top=W 2 1 | FileCheck %s %exact --check-prefix=WV
// WV: 3
hw.module @W(in %0 "" : i2, in %b : i1, out "" : i2) {
  %z = hw.constant 0 : i1
  %bw = comb.concat %z, %b : i1, i1
  %o = comb.or %0, %bw : i2
  hw.output %o : i2
}
hw.module @E(in %0 "" : i1, in %b : i1, in %c : i1, out y : i1) {
  %1 = comb.and %0, %b : i1
  %2 = comb.xor %1, %c : i1
  hw.output %2 : i1
}
