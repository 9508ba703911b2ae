// Conformance: @mul(X, Y) = trunc(sext(X) * sext(Y)) is the low 64 bits of
// X * Y.  Source file below (Apache-2.0, google/heir, adapted as described
// in its own header).  Arguments and results in hex.
//
// RUN: combc eval %s --hex -- 0x0 0x0 | FileCheck %s %exact --check-prefix=V0
// V0: 0x0
// RUN: combc eval %s --hex -- 0x1 0x1 | FileCheck %s %exact --check-prefix=V1
// V1: 0x1
// RUN: combc eval %s --hex -- 0xffffffffffffffff 0xffffffffffffffff | FileCheck %s %exact --check-prefix=V2
// V2: 0x1
// RUN: combc eval %s --hex -- 0xffffffffffffffff 0x1 | FileCheck %s %exact --check-prefix=V3
// V3: 0xffffffffffffffff
// RUN: combc eval %s --hex -- 0x8000000000000000 0xffffffffffffffff | FileCheck %s %exact --check-prefix=V4
// V4: 0x8000000000000000
// RUN: combc eval %s --hex -- 0x8000000000000000 0x8000000000000000 | FileCheck %s %exact --check-prefix=V5
// V5: 0x0
// RUN: combc eval %s --hex -- 0x100000000 0x100000000 | FileCheck %s %exact --check-prefix=V6
// V6: 0x0
// RUN: combc eval %s --hex -- 0xdeadbeef 0xcafebabe | FileCheck %s %exact --check-prefix=V7
// V7: 0xb092ab7b88cf5b62
// RUN: combc eval %s --hex -- 0x123456789abcdef 0xfedcba987654321 | FileCheck %s %exact --check-prefix=V8
// V8: 0x22236d88fe5618cf
// RUN: combc eval %s --hex -- 0xfffffffffffffffe 0x3 | FileCheck %s %exact --check-prefix=V9
// V9: 0xfffffffffffffffa
// RUN: combc eval %s --hex -- 0xfffffffd2023e3cb 0x16fee0e52d | FileCheck %s %exact --check-prefix=V10
// V10: 0xe672bc1b7cb3a1af
// RUN: combc eval %s --hex -- 0xa8b8b452291fe821 0x6765c793fa10079d | FileCheck %s %exact --check-prefix=V11
// V11: 0x4e498224d3fa433d
//
// Adapted from HEIR tests/Transforms/yosys_optimizer/64_bit_mul.mlir (Apache-2.0),
// secret.generic wrapper removed. HEIR's Yosys+ABC flow maps it to 6464 LUT-3s.
module {
  func.func @mul(%X: i64, %Y: i64) -> i64 {
    %0 = arith.extsi %X : i64 to i128
    %1 = arith.extsi %Y : i64 to i128
    %2 = arith.muli %0, %1 : i128
    %3 = arith.trunci %2 : i128 to i64
    return %3 : i64
  }
}
