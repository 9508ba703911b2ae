// compile --verify gives each proof --timeout seconds: past it the verdict
// is unknown, the compile fails (exit 1) and writes no output.  -O2 puts a
// commutative op's operands in canonical order, so b * a becomes a * b;
// the unoptimized reference recodes a (radix-4 Booth digits of the second
// operand) where the output recodes b, and SAT on the miter of two 32-bit
// multipliers built differently takes far longer than a second (README,
// "Equivalence checking").
// RUN: rm -f %t.mlir
// RUN: not combc %s -O2 --emit=mlir --verify --timeout=1 -o %t.mlir 2>&1 | FileCheck %s
// CHECK: verify: commute: --emit=mlir: unknown: the time limit was reached; open outputs: y
// RUN: test ! -e %t.mlir
hw.module @commute(in %a : i32, in %b : i32, out y : i32) {
  %y = comb.mul %b, %a : i32
  hw.output %y : i32
}
