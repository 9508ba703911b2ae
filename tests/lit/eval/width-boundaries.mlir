// Extract, concat, sign/zero extension and replicate across 64-bit word
// boundaries (i65, i128, i130).

// RUN: combc eval %s --hex -- 0x123456789abcdef0fedcba9876543210 1 | FileCheck %s %exact --check-prefix=A
// A: 0xf
// A-NEXT: 0x123456789abcdef0fedcba9876543210
// A-NEXT: 0x3123456789abcdef0fedcba9876543210
// A-NEXT: 0x3ffffffffffffffffffffffffffffffff
// A-NEXT: 0x1fedcba9876543210

func.func @f(%a: i128, %b: i1) -> (i8, i128, i130, i130, i65) {
  %0 = comb.extract %a from 60 : (i128) -> i8
  %hi = comb.extract %a from 64 : (i128) -> i64
  %lo = comb.extract %a from 0 : (i128) -> i64
  %1 = comb.concat %hi, %lo : i64, i64
  %two = comb.replicate %b : (i1) -> i2
  %2 = comb.concat %two, %a : i2, i128
  %ones = arith.constant -1 : i128
  %3 = arith.extsi %ones : i128 to i130
  %4 = comb.concat %b, %lo : i1, i64
  return %0, %1, %2, %3, %4 : i8, i128, i130, i130, i65
}
