// Division by zero in every dialect (README, Semantics): every quotient is
// all ones, every remainder is the dividend.  a = 100 or -100, b = 0 (i8).

// RUN: combc eval %s --top=comb -- 100 0 | FileCheck %s %exact --check-prefix=COMB
// COMB: 255
// COMB-NEXT: 255
// COMB-NEXT: 100
// COMB-NEXT: 100
// RUN: combc eval %s --top=comb -- -100 0 | FileCheck %s %exact --check-prefix=COMBN
// COMBN: 255
// COMBN-NEXT: 255
// COMBN-NEXT: 156
// COMBN-NEXT: 156
// RUN: combc eval %s --top=arith -- -100 0 | FileCheck %s %exact --check-prefix=ARITH
// ARITH: 255
// ARITH-NEXT: 255
// ARITH-NEXT: 156
// ARITH-NEXT: 156
// ARITH-NEXT: 255
// ARITH-NEXT: 255
// ARITH-NEXT: 255
// RUN: combc eval %s --top=std -- -100 0 | FileCheck %s %exact --check-prefix=STD
// STD: 255
// STD-NEXT: 255
// STD-NEXT: 156
// STD-NEXT: 156
// STD-NEXT: 255
// STD-NEXT: 255
// RUN: combc eval %s --top=idx --index-width=64 -- -100 0 | FileCheck %s %exact --check-prefix=I64
// I64: 18446744073709551615
// I64-NEXT: 18446744073709551615
// I64-NEXT: 18446744073709551615
// I64-NEXT: 18446744073709551615
// I64-NEXT: 18446744073709551615
// I64-NEXT: 18446744073709551516
// I64-NEXT: 18446744073709551516
// RUN: combc eval %s --top=idx --index-width=32 -- -100 0 | FileCheck %s %exact --check-prefix=I32
// I32: 4294967295
// I32-NEXT: 4294967295
// I32-NEXT: 4294967295
// I32-NEXT: 4294967295
// I32-NEXT: 4294967295
// I32-NEXT: 4294967196
// I32-NEXT: 4294967196

func.func @comb(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = comb.divs %a, %b : i8
  %1 = comb.divu %a, %b : i8
  %2 = comb.mods %a, %b : i8
  %3 = comb.modu %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

func.func @arith(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %0 = arith.divsi %a, %b : i8
  %1 = arith.divui %a, %b : i8
  %2 = arith.remsi %a, %b : i8
  %3 = arith.remui %a, %b : i8
  %4 = arith.ceildivsi %a, %b : i8
  %5 = arith.ceildivui %a, %b : i8
  %6 = arith.floordivsi %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}

func.func @std(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8) {
  %0 = std.divi_signed %a, %b : i8
  %1 = std.divi_unsigned %a, %b : i8
  %2 = std.remi_signed %a, %b : i8
  %3 = std.remi_unsigned %a, %b : i8
  %4 = std.ceildivi_signed %a, %b : i8
  %5 = std.floordivi_signed %a, %b : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

func.func @idx(%a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %0 = index.divs %a, %b
  %1 = index.divu %a, %b
  %2 = index.ceildivs %a, %b
  %3 = index.ceildivu %a, %b
  %4 = index.floordivs %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
