// comb.nand, comb.nor, comb.xnor (HEIR's comb): the inverse of and / or / xor
// over all operands.  0xF0 op 0x3C: nand = ~0x30 = 0xCF, nor = ~0xFC = 0x03,
// xnor = ~0xCC = 0x33.  Three operands: the whole reduction is inverted.

// RUN: combc eval %s --top=nand2 -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=NAND2
// NAND2: 207
// RUN: combc eval %s --top=nor2 -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=NOR2
// NOR2: 3
// RUN: combc eval %s --top=xnor2 -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=XNOR2
// XNOR2: 51
// ~(0xFF & 0x0F & 0x3C) = ~0x0C
// RUN: combc eval %s --top=nand3 -- 0xFF 0x0F 0x3C | FileCheck %s %exact --check-prefix=NAND3
// NAND3: 243
// ~(1 | 2 | 4) = ~7
// RUN: combc eval %s --top=nor3 -- 1 2 4 | FileCheck %s %exact --check-prefix=NOR3
// NOR3: 248
// ~(0xFF ^ 0x0F ^ 0x3C) = ~0xCC
// RUN: combc eval %s --top=xnor3 -- 0xFF 0x0F 0x3C | FileCheck %s %exact --check-prefix=XNOR3
// XNOR3: 51
// RUN: combc eval %s --top=nandbit -- 1 1 | FileCheck %s %exact --check-prefix=NANDBIT
// NANDBIT: 0
// RUN: combc eval %s --top=nandbit -- 0 1 | FileCheck %s %exact --check-prefix=NANDBIT01
// NANDBIT01: 1

func.func @nand2(%a: i8, %b: i8) -> i8 {
  %0 = comb.nand %a, %b : i8
  return %0 : i8
}
func.func @nor2(%a: i8, %b: i8) -> i8 {
  %0 = comb.nor %a, %b : i8
  return %0 : i8
}
func.func @xnor2(%a: i8, %b: i8) -> i8 {
  %0 = comb.xnor %a, %b : i8
  return %0 : i8
}
func.func @nand3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.nand %a, %b, %c : i8
  return %0 : i8
}
func.func @nor3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.nor %a, %b, %c : i8
  return %0 : i8
}
func.func @xnor3(%a: i8, %b: i8, %c: i8) -> i8 {
  %0 = comb.xnor %a, %b, %c : i8
  return %0 : i8
}
func.func @nandbit(%a: i1, %b: i1) -> i1 {
  %0 = comb.nand %a, %b : i1
  return %0 : i1
}
