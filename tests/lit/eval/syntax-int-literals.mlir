// Integer literals in constants: hex in both cases, leading zeros, negative,
// values that fit only unsigned, and a wide hex value.

// RUN: combc eval %s | FileCheck %s %exact --check-prefix=A
// A: 255
// A-NEXT: 171
// A-NEXT: 7
// A-NEXT: 128
// A-NEXT: 255
// A-NEXT: 17642423813161689323077271644041
// A-NEXT: 0

func.func @lits() -> (i8, i8, i8, i8, i8, i112, i8) {
  %0 = arith.constant 0xFF : i8
  %1 = arith.constant 0xab : i8
  %2 = arith.constant 007 : i8
  %3 = arith.constant -128 : i8
  %4 = arith.constant 255 : i8
  %5 = arith.constant 0xDEADBEEFCAFEBABE0123456789 : i112
  %6 = arith.constant 0 : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i112, i8
}
