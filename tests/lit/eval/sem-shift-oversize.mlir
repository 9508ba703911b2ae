// Shift amounts >= width in every dialect (README, Semantics): shl and shru
// give 0, shrs gives copies of the sign bit.  Outputs shl shrs shru.

// RUN: combc eval %s --top=comb -- 0x81 8 | FileCheck %s %exact --check-prefix=COMB
// COMB: 0
// COMB-NEXT: 255
// COMB-NEXT: 0
// RUN: combc eval %s --top=comb -- 0x41 9 | FileCheck %s %exact --check-prefix=COMBP
// COMBP: 0
// COMBP-NEXT: 0
// COMBP-NEXT: 0
// RUN: combc eval %s --top=arith -- 0x81 255 | FileCheck %s %exact --check-prefix=ARITH
// ARITH: 0
// ARITH-NEXT: 255
// ARITH-NEXT: 0
// RUN: combc eval %s --top=std -- 0x81 100 | FileCheck %s %exact --check-prefix=STD
// STD: 0
// STD-NEXT: 255
// STD-NEXT: 0
// RUN: combc eval %s --top=idx --index-width=64 -- -5 64 | FileCheck %s %exact --check-prefix=I64
// I64: 0
// I64-NEXT: 18446744073709551615
// I64-NEXT: 0
// RUN: combc eval %s --top=idx --index-width=32 -- -5 32 | FileCheck %s %exact --check-prefix=I32
// I32: 0
// I32-NEXT: 4294967295
// I32-NEXT: 0
// RUN: combc eval %s --top=idx --index-width=32 -- 5 33 | FileCheck %s %exact --check-prefix=I32P
// I32P: 0
// I32P-NEXT: 0
// I32P-NEXT: 0

func.func @comb(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = comb.shl %a, %b : i8
  %1 = comb.shrs %a, %b : i8
  %2 = comb.shru %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

func.func @arith(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = arith.shli %a, %b : i8
  %1 = arith.shrsi %a, %b : i8
  %2 = arith.shrui %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

func.func @std(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = std.shift_left %a, %b : i8
  %1 = std.shift_right_signed %a, %b : i8
  %2 = std.shift_right_unsigned %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

func.func @idx(%a: index, %b: index) -> (index, index, index) {
  %0 = index.shl %a, %b
  %1 = index.shrs %a, %b
  %2 = index.shru %a, %b
  return %0, %1, %2 : index, index, index
}
