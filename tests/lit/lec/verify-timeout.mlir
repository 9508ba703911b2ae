// compile --verify gives each proof --timeout seconds: past it the verdict
// is unknown, the compile fails (exit 1) and writes no output.  b * (b|~b)
// is -b: -O2 folds it to 0 - b, while the unoptimized reference adds
// 32 shifted copies of b; SAT on that miter takes minutes (README,
// "Equivalence checking").
// RUN: rm -f %t.mlir
// RUN: not combc %s -O2 --emit=mlir --verify --timeout=1 -o %t.mlir 2>&1 | FileCheck %s
// CHECK: verify: negmul: --emit=mlir: unknown: the time limit was reached; open outputs: y
// RUN: test ! -e %t.mlir
hw.module @negmul(in %b : i32, out y : i32) {
  %ones = hw.constant -1 : i32
  %nb = comb.xor %b, %ones : i32
  %o = comb.or %b, %nb : i32
  %y = comb.mul %b, %o : i32
  hw.output %y : i32
}
