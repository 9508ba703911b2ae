// Regression (issue 9): `combc sim --vectors=0` silently meant 1000 random
// vectors.  Now 0 means no random vectors (the 256 corner ones here).  (A
// huge --vectors is streamed in batches: sim-vectors-streamed-in-batches.)
// RUN: combc sim %s --simulator=iverilog --vectors=0 | FileCheck %s --check-prefix=ZERO
// ZERO: iverilog: 256 vectors, 0 mismatches
// RUN: combc sim %s --simulator=iverilog --vectors=3 | FileCheck %s --check-prefix=THREE
// THREE: iverilog: 259 vectors, 0 mismatches
// RUN: combc sim %s --simulator=iverilog | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: iverilog: 1256 vectors, 0 mismatches
hw.module @f(in %a : i32, in %b : i32, out y : i32) {
  %0 = comb.add %a, %b : i32
  hw.output %0 : i32
}
