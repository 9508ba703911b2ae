// Old std dialect and, or, xor (bare names).

// RUN: combc eval %s -- 0xF0 0x3C | FileCheck %s %exact --check-prefix=A
// A: 48
// A-NEXT: 252
// A-NEXT: 204

func @logic(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = and %a, %b : i8
  %1 = or %a, %b : i8
  %2 = xor %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}
