// Type aliases (`!byte = i8`) in signatures, ops, casts and returns, including
// an alias of an alias.

// RUN: combc eval %s -- 200 100 | FileCheck %s %exact --check-prefix=A
// A: 44
// A-NEXT: 300

!byte = i8
!word = i16
!my_wide = !word

func.func @f(%a: !byte, %b: !byte) -> (!byte, !my_wide) {
  %0 = arith.addi %a, %b : !byte
  %1 = arith.extui %a : !byte to !word
  %2 = arith.extui %b : i8 to !my_wide
  %3 = arith.addi %1, %2 : !word
  return %0, %3 : !byte, !my_wide
}
