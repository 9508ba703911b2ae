// Old std dialect division ops on i16, bare names; outputs in the order
// divi_signed divi_unsigned remi_signed remi_unsigned ceildivi_signed
// floordivi_signed.  Seed examples (std-dialect.txt): 6 / -2 = -3 signed,
// 6 / -2 = 0 unsigned (i16), 6 % -2 = 0 signed, 6 % -2 = 6 unsigned (i16),
// ceil 7 / -2 = -3, floor 5 / -2 = -3.  Division by zero gives all ones and
// remainder by zero the dividend (README, Semantics).

// RUN: combc eval %s -- 6 -2 | FileCheck %s %exact --check-prefix=SIX
// SIX: 65533
// SIX-NEXT: 0
// SIX-NEXT: 0
// SIX-NEXT: 6
// SIX-NEXT: 65533
// SIX-NEXT: 65533
// RUN: combc eval %s -- 7 -2 | FileCheck %s %exact --check-prefix=SEVEN
// SEVEN: 65533
// SEVEN-NEXT: 0
// SEVEN-NEXT: 1
// SEVEN-NEXT: 7
// SEVEN-NEXT: 65533
// SEVEN-NEXT: 65532
// RUN: combc eval %s -- 5 -2 | FileCheck %s %exact --check-prefix=FIVE
// FIVE: 65534
// FIVE-NEXT: 0
// FIVE-NEXT: 1
// FIVE-NEXT: 5
// FIVE-NEXT: 65534
// FIVE-NEXT: 65533
// RUN: combc eval %s -- -9 0 | FileCheck %s %exact --check-prefix=ZERO
// ZERO: 65535
// ZERO-NEXT: 65535
// ZERO-NEXT: 65527
// ZERO-NEXT: 65527
// ZERO-NEXT: 65535
// ZERO-NEXT: 65535
// MIN / -1 = MIN, remainder 0
// RUN: combc eval %s -- -32768 -1 | FileCheck %s %exact --check-prefix=MIN
// MIN: 32768
// MIN-NEXT: 0
// MIN-NEXT: 0
// MIN-NEXT: 32768
// MIN-NEXT: 32768
// MIN-NEXT: 32768

func @div(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16, i16) {
  %0 = divi_signed %a, %b : i16
  %1 = divi_unsigned %a, %b : i16
  %2 = remi_signed %a, %b : i16
  %3 = remi_unsigned %a, %b : i16
  %4 = ceildivi_signed %a, %b : i16
  %5 = floordivi_signed %a, %b : i16
  return %0, %1, %2, %3, %4, %5 : i16, i16, i16, i16, i16, i16
}
