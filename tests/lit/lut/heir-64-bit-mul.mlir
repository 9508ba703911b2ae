// HEIR's published figure: Yosys+ABC map a 64-bit multiply (low half of the
// 128-bit product) to 6464 LUT-3s.  combc must use fewer than 5500 (issue 11;
// radix-4 Booth rows and a Dadda tree give 4243).
// Input adapted from google/heir tests/Transforms/yosys_optimizer/64_bit_mul.mlir
// (Apache-2.0), secret.generic wrapper removed.
//
// RUN: combc %s --emit=lut-mlir --lut-size=3 -o %t.mlir
// RUN: grep -c comb.truth_table %t.mlir | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 5500 else 1)"
// 0xffffffffffffffff * 3 = -3 (low 64 bits), 123456789 * 987654321
// RUN: combc eval %t.mlir -- 0xffffffffffffffff 3 | FileCheck %s %exact --check-prefix=A
// A: 18446744073709551613
// RUN: combc eval %t.mlir -- 123456789 987654321 | FileCheck %s %exact --check-prefix=B
// B: 121932631112635269
module {
  func.func @mul(%X: i64, %Y: i64) -> i64 {
    %0 = arith.extsi %X : i64 to i128
    %1 = arith.extsi %Y : i64 to i128
    %2 = arith.muli %0, %1 : i128
    %3 = arith.trunci %2 : i128 to i64
    return %3 : i64
  }
}
