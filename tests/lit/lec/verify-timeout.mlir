// compile --verify gives each proof --timeout seconds: past it the verdict
// is unknown, the compile fails (exit 1) and writes no output.  -O1 folds
// (a / b) * b + a % b to a (net/fold.c, r_add: true for b = 0 too); the
// proof that the reference's divider, multiplier and adder compute a
// needs arithmetic that SAT lacks, far longer than a second.  (Earlier
// hard cases became easy: a remainder written a - q * b beside its
// quotient, now a % b; a sum of ten operands, a Dadda tree against
// Yosys's adds, now added as written in proofs against Verilog; the
// rounding divisions and remsi dividing by different guarded divisors.)
// RUN: rm -f %t.sv
// RUN: not combc %s -O1 --emit=sv --verify --timeout=1 -o %t.sv 2>&1 | FileCheck %s
// CHECK: verify: divmul: --emit=sv: unknown: the time limit was reached; open outputs: y
// RUN: test ! -e %t.sv
hw.module @divmul(in %a : i16, in %b : i16, out y : i16) {
  %q = comb.divu %a, %b : i16
  %m = comb.mul %q, %b : i16
  %r = comb.modu %a, %b : i16
  %y = comb.add %m, %r : i16
  hw.output %y : i16
}
