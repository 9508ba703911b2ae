// A value built from its own bits is accepted only when no bit depends
// on itself (valid/bit-false-cycle.mlir).  Here one does: v[3:0] =
// v[3:0] through wires alone, and v[1] = v[1] & b through an and.
// RUN: not combc %s --top=wires 2>&1 | FileCheck %s --check-prefix=WIRES
// WIRES: error: combinational cycle through %{{[a-z]+}} in hw.module @wires
// RUN: not combc %s --top=gate 2>&1 | FileCheck %s --check-prefix=GATE
// GATE: error: combinational cycle through %{{[a-z]+}} in hw.module @gate
// RUN: not combc eval %s --top=gate 1 1 2>&1 | FileCheck %s --check-prefix=GATE
hw.module @wires(in %a : i4, out y : i8) {
  %v = comb.concat %a, %lo : i4, i4
  %lo = comb.extract %v from 0 : (i8) -> i4
  hw.output %v : i8
}
hw.module @gate(in %a : i1, in %b : i1, out y : i2) {
  %v = comb.concat %x, %a : i1, i1
  %e = comb.extract %v from 1 : (i2) -> i1
  %x = comb.and %e, %b : i1
  hw.output %v : i2
}
