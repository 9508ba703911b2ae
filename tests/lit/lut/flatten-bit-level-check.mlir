// Regression: a bit-level output (blif, aiger, lut-*) with --flatten and
// the pass checks on died with "internal error: -O1: 1 modules became 2":
// the check lowered its reference flattened while the bit-level flow
// lowers with the hierarchy (and flattens when bit-blasting).
// (examples/crc32.mlir --top=crc32_step --flatten --emit=blif, found by
// compile --verify over the examples.)
// RUN: env COMBC_CHECK=1 combc %s --top=top --flatten --emit=blif -o %t.blif
// RUN: env COMBC_CHECK=1 combc %s --top=top --flatten --emit=lut-mlir -O2 > /dev/null
// RUN: FileCheck %s < %t.blif
// CHECK: .model top
hw.module @sq(in %x : i8, out y : i8) {
  %0 = comb.mul %x, %x : i8
  hw.output %0 : i8
}
hw.module @top(in %a : i8, in %b : i8, out y : i8) {
  %p = hw.instance "p" @sq(x: %a : i8) -> (y: i8)
  %q = hw.instance "q" @sq(x: %b : i8) -> (y: i8)
  %s = comb.add %p, %q : i8
  hw.output %s : i8
}
