// eval arguments: decimal, negative decimal and 0x hex, truncated to the port
// width (README, Usage).  Ports: i8, i8, i1, i16.

// RUN: combc eval %s -- 5 0x7f 1 65535 | FileCheck %s %exact --check-prefix=PLAIN
// PLAIN: 5
// PLAIN-NEXT: 127
// PLAIN-NEXT: 1
// PLAIN-NEXT: 65535
// RUN: combc eval %s -- -1 -128 -1 -2 | FileCheck %s %exact --check-prefix=NEG
// NEG: 255
// NEG-NEXT: 128
// NEG-NEXT: 1
// NEG-NEXT: 65534
// wider values keep their low bits
// RUN: combc eval %s -- 256 0x1FF 2 65537 | FileCheck %s %exact --check-prefix=TRUNC
// TRUNC: 0
// TRUNC-NEXT: 255
// TRUNC-NEXT: 0
// TRUNC-NEXT: 1
// RUN: combc eval %s -- -129 -257 3 -65537 | FileCheck %s %exact --check-prefix=TRUNCNEG
// TRUNCNEG: 127
// TRUNCNEG-NEXT: 255
// TRUNCNEG-NEXT: 1
// TRUNCNEG-NEXT: 65535
// RUN: combc eval %s -- 0xAb 0xcD 0x1 0xFFFF | FileCheck %s %exact --check-prefix=HEXCASE
// HEXCASE: 171
// HEXCASE-NEXT: 205
// HEXCASE-NEXT: 1
// HEXCASE-NEXT: 65535
// arguments wider than 64 bits
// RUN: combc eval %s -- 123456789012345678901234567890 0x123456789abcdef 1 -123456789012345678901234567890 | FileCheck %s %exact --check-prefix=BIG
// BIG: 210
// BIG-NEXT: 239
// BIG-NEXT: 1
// BIG-NEXT: 62766

func.func @id(%a: i8, %b: i8, %c: i1, %d: i16) -> (i8, i8, i1, i16) {
  return %a, %b, %c, %d : i8, i8, i1, i16
}
