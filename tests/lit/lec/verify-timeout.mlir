// compile --verify gives each proof --timeout seconds: past it the verdict
// is unknown, the compile fails (exit 1) and writes no output.  The SV
// output writes the remainder of a divide whose quotient it builds as
// a - q * b (emit_sv.c, pair_divisions), and a proof that this equals the
// restoring array's remainder needs arithmetic that SAT lacks: far longer
// than a second (README, "Equivalence checking").
// RUN: rm -f %t.sv
// RUN: not combc %s -O1 --emit=sv --verify --timeout=1 -o %t.sv 2>&1 | FileCheck %s
// CHECK: verify: divrem16: --emit=sv: unknown: the time limit was reached; open outputs: r
// RUN: test ! -e %t.sv
hw.module @divrem16(in %a : i16, in %b : i16, out q : i16, out r : i16) {
  %q = comb.divu %a, %b : i16
  %r = comb.modu %a, %b : i16
  hw.output %q, %r : i16, i16
}
