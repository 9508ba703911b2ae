// Regression (issue 9): `combc sim --vectors=0` silently meant 1000 random
// vectors, and a huge --vectors built every vector in memory (abort after
// 4 GB).  Now 0 means no random vectors (the 256 corner ones here) and a count
// whose vectors would exceed the memory limit (1 GB) is rejected, exit 2.
// RUN: combc sim %s --simulator=iverilog --vectors=0 | FileCheck %s --check-prefix=ZERO
// ZERO: iverilog: 256 vectors, 0 mismatches
// RUN: combc sim %s --simulator=iverilog --vectors=3 | FileCheck %s --check-prefix=THREE
// THREE: iverilog: 259 vectors, 0 mismatches
// RUN: combc sim %s --simulator=iverilog | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: iverilog: 1256 vectors, 0 mismatches
// RUN: combc sim %s --simulator=iverilog --vectors=1000000000000 > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=BIG < %t.out
// BIG: error: --vectors=1000000000000 needs more than 1024 MB of memory for the vectors of 'f'
hw.module @f(in %a : i32, in %b : i32, out y : i32) {
  %0 = comb.add %a, %b : i32
  hw.output %0 : i32
}
