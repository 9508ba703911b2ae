// arith.constant: decimal, negative, hex, true/false, index, and wide values.

// RUN: combc eval %s | FileCheck %s %exact --check-prefix=A
// A: 42
// A-NEXT: 255
// A-NEXT: 171
// A-NEXT: 1
// A-NEXT: 0
// A-NEXT: 7
// A-NEXT: 2147483648
// A-NEXT: 18446744073709551615
// A-NEXT: 12345678901234567890123
// RUN: combc eval %s --index-width=32 | FileCheck %s %exact --check-prefix=W32
// W32: 42
// W32-NEXT: 255
// W32-NEXT: 171
// W32-NEXT: 1
// W32-NEXT: 0
// W32-NEXT: 7
// W32-NEXT: 2147483648
// W32-NEXT: 18446744073709551615
// W32-NEXT: 12345678901234567890123

func.func @consts() -> (i32, i8, i8, i1, i1, index, i32, i64, i80) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i8
  %2 = arith.constant 0xAB : i8
  %3 = arith.constant true
  %4 = arith.constant false
  %5 = arith.constant 7 : index
  %6 = arith.constant -2147483648 : i32
  %7 = arith.constant 18446744073709551615 : i64
  %8 = arith.constant 12345678901234567890123 : i80
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i8, i8, i1, i1, index, i32, i64, i80
}
