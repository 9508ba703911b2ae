// Signed overflow MIN / -1 = MIN (wraps) and its remainder is 0, for every
// signed division op (README, Semantics).  i8 MIN = -128 = 128 unsigned.

// RUN: combc eval %s --top=comb -- -128 -1 | FileCheck %s %exact --check-prefix=COMB
// COMB: 128
// COMB-NEXT: 0
// RUN: combc eval %s --top=arith -- -128 -1 | FileCheck %s %exact --check-prefix=ARITH
// ARITH: 128
// ARITH-NEXT: 0
// ARITH-NEXT: 128
// ARITH-NEXT: 128
// RUN: combc eval %s --top=std -- -128 -1 | FileCheck %s %exact --check-prefix=STD
// STD: 128
// STD-NEXT: 0
// STD-NEXT: 128
// STD-NEXT: 128
// RUN: combc eval %s --top=idx --index-width=64 -- 0x8000000000000000 -1 | FileCheck %s %exact --check-prefix=I64
// I64: 9223372036854775808
// I64-NEXT: 0
// I64-NEXT: 9223372036854775808
// I64-NEXT: 9223372036854775808
// RUN: combc eval %s --top=idx --index-width=32 -- 0x80000000 -1 | FileCheck %s %exact --check-prefix=I32
// I32: 2147483648
// I32-NEXT: 0
// I32-NEXT: 2147483648
// I32-NEXT: 2147483648

func.func @comb(%a: i8, %b: i8) -> (i8, i8) {
  %0 = comb.divs %a, %b : i8
  %1 = comb.mods %a, %b : i8
  return %0, %1 : i8, i8
}

func.func @arith(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = arith.divsi %a, %b : i8
  %1 = arith.remsi %a, %b : i8
  %2 = arith.ceildivsi %a, %b : i8
  %3 = arith.floordivsi %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

func.func @std(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = std.divi_signed %a, %b : i8
  %1 = std.remi_signed %a, %b : i8
  %2 = std.ceildivi_signed %a, %b : i8
  %3 = std.floordivi_signed %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

func.func @idx(%a: index, %b: index) -> (index, index, index, index) {
  %0 = index.divs %a, %b
  %1 = index.rems %a, %b
  %2 = index.ceildivs %a, %b
  %3 = index.floordivs %a, %b
  return %0, %1, %2, %3 : index, index, index, index
}
