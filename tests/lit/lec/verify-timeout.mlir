// compile --verify gives each proof --timeout seconds: past it the verdict
// is unknown, the compile fails (exit 1) and writes no output.  The SV
// output is read back through Yosys, whose techmap builds its own 32-bit
// multiplier (partial-product array); combc's reference is radix-4 Booth
// rows, and SAT on the miter of two multipliers built differently takes
// far longer than a second (README, "Equivalence checking").
// RUN: rm -f %t.sv
// RUN: not combc %s -O2 --emit=sv --verify --timeout=1 -o %t.sv 2>&1 | FileCheck %s
// CHECK: verify: mul32: --emit=sv: unknown: the time limit was reached; open outputs: y
// RUN: test ! -e %t.sv
hw.module @mul32(in %a : i32, in %b : i32, out y : i32) {
  %y = comb.mul %b, %a : i32
  hw.output %y : i32
}
