// --emit=blif wrote port names as they were: `a b` became two tokens,
// `y#z` a comment, an input and an output both `x` one net driven twice,
// and combc could not read its own output (ABC neither).  Names are now
// made legal (white space, '#', '\', '=' become '_') and a port whose
// base the other side has, or whose name is taken, gets BASE_1.
// RUN: combc %s --top=names --emit=blif -o %t.names.blif
// RUN: FileCheck %s --check-prefix=NAMES < %t.names.blif
// NAMES: .inputs a_b[0] a_b[1] x[0] x[1]
// NAMES-NEXT: .outputs y_z x_1[0] x_1[1] o_ut
// The file reads back and is the design (lec pairs the renamed ports by
// position here: its names are not the MLIR's).
// RUN: combc %t.names.blif --emit=blif -o /dev/null
// RUN: combc %s --top=names --emit=blif --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: names: --emit=blif: equivalent
// An AIGER input and output with one name, and symbols with spaces.
// RUN: printf 'aag 3 2 0 2 1\n2\n4\n6\n2\n6 2 4\ni0 in put\ni1 x\no0 x\no1 out put\n' > %t.sym.aag
// RUN: combc %t.sym.aag --emit=blif -O0 | FileCheck %s --check-prefix=AAG
// AAG: .inputs in_put x
// AAG-NEXT: .outputs x_1 out_put
// AAG-NEXT: .names in_put x x_1
// AAG-NEXT: 11 1
// AAG-NEXT: .names in_put out_put
// RUN: combc %t.sym.aag --emit=blif -O0 -o %t.sym.blif
// RUN: combc eval %t.sym.blif 1 1 | FileCheck %s --check-prefix=EV %exact
// EV: 1
// EV-NEXT: 1
// Legal, distinct names are written as before.
// RUN: combc %s --top=plain --emit=blif -O0 | FileCheck %s --check-prefix=PLAIN
// PLAIN: .inputs a[0] a[1] b
// PLAIN-NEXT: .outputs y[0] y[1]

hw.module @names(in %ab "a b" : i2, in %x : i2, out "y#z" : i1, out x : i2, out "o ut" : i1) {
  %0 = comb.parity %ab : i2
  %1 = comb.xor %ab, %x : i2
  %2 = comb.extract %x from 1 : (i2) -> i1
  hw.output %0, %1, %2 : i1, i2, i1
}
hw.module @plain(in %a : i2, in %b : i1, out y : i2) {
  %0 = comb.replicate %b : (i1) -> i2
  %1 = comb.and %a, %0 : i2
  hw.output %1 : i2
}
