// comb.and, comb.or, comb.xor with two and three operands.
// 0xF0 & 0x3C = 0x30, 0xF0 | 0x3C = 0xFC, 0xF0 ^ 0x3C = 0xCC.

// RUN: combc eval %s --top=and2 -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=AND2
// AND2: 48
// RUN: combc eval %s --top=or2 -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=OR2
// OR2: 252
// RUN: combc eval %s --top=xor2 -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=XOR2
// XOR2: 204
// 0xFF & 0x0F & 0x3C = 0x0C
// RUN: combc eval %s --top=and3 -- 0xFF 0x0F 0x3C | FileCheck %s %exact --check-prefix=AND3
// AND3: 12
// RUN: combc eval %s --top=or3 -- 1 2 4 | FileCheck %s %exact --check-prefix=OR3
// OR3: 7
// 0xFF ^ 0x0F ^ 0x3C = 0xCC
// RUN: combc eval %s --top=xor3 -- 0xFF 0x0F 0x3C | FileCheck %s %exact --check-prefix=XOR3
// XOR3: 204
// RUN: combc eval %s --top=xorself -- 0x5A | FileCheck %s %exact --check-prefix=XORSELF
// XORSELF: 0

func.func @and2(%a: i8, %b: i8) -> i8 {
  %0 = comb.and %a, %b : i8
  return %0 : i8
}
func.func @or2(%a: i8, %b: i8) -> i8 {
  %0 = comb.or %a, %b : i8
  return %0 : i8
}
func.func @xor2(%a: i8, %b: i8) -> i8 {
  %0 = comb.xor %a, %b : i8
  return %0 : i8
}
func.func @and3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.and %a, %b, %c : i8
  return %0 : i8
}
func.func @or3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.or %a, %b, %c : i8
  return %0 : i8
}
func.func @xor3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.xor %a, %b, %c : i8
  return %0 : i8
}
func.func @xorself(%a: i8) -> i8 {
  %0 = comb.xor %a, %a : i8
  return %0 : i8
}
