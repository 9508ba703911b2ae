// comb.mul: variadic multiplication, low bits of the product.

// RUN: combc eval %s --top=mul2 -- 7 6 | FileCheck %s %exact --check-prefix=A
// A: 42
// 256 mod 256
// RUN: combc eval %s --top=mul2 -- 16 16 | FileCheck %s %exact --check-prefix=B
// B: 0
// RUN: combc eval %s --top=mul2 -- -1 -1 | FileCheck %s %exact --check-prefix=C
// C: 1
// -15 as i8
// RUN: combc eval %s --top=mul2 -- -3 5 | FileCheck %s %exact --check-prefix=D
// D: 241
// RUN: combc eval %s --top=mul3 -- 3 5 7 | FileCheck %s %exact --check-prefix=E
// E: 105
// 1000 mod 256
// RUN: combc eval %s --top=mul3 -- 10 10 10 | FileCheck %s %exact --check-prefix=F
// F: 232

func.func @mul2(%a: i8, %b: i8) -> i8 {
  %0 = comb.mul %a, %b : i8
  return %0 : i8
}

func.func @mul3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.mul %a, %b, %c : i8
  return %0 : i8
}
