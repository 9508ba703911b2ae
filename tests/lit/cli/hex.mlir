// --hex prints 0x + lowercase hex; without it, unsigned decimal (the README
// section 4).

// RUN: combc eval %s --hex -- 0 255 1 0x1ABCDEF0123456789 | FileCheck %s %exact --check-prefix=HEX
// HEX: 0x0
// HEX-NEXT: 0xff
// HEX-NEXT: 0x1
// HEX-NEXT: 0x1abcdef0123456789
// RUN: combc eval %s -- 0 255 1 0x1ABCDEF0123456789 | FileCheck %s %exact --check-prefix=DEC
// DEC: 0
// DEC-NEXT: 255
// DEC-NEXT: 1
// DEC-NEXT: 30826557812586669961

func.func @id(%a: i8, %b: i8, %c: i1, %d: i65) -> (i8, i8, i1, i65) {
  return %a, %b, %c, %d : i8, i8, i1, i65
}
