// The integer examples of std-dialect.txt in the seed's own text (shifts in
// its `: (i8, i8) -> i8` form, trailing comments included), with the SSA
// names renumbered so that the examples share one function each.  Expected
// values are the seed's comments: shift_left 0b00101000 = 40,
// shift_right_signed 0b11110100 = 244 and 0b00001100 = 12,
// shift_right_unsigned 0b00010100 = 20, sexti 0b111101 = 61 and
// 0b000010 = 2, zexti 0b000101 = 5 and 0b000010 = 2, trunci 0b0101 = 5 and
// 0b101 = 5.

// RUN: combc eval %s --top=shifts | FileCheck %s %exact --check-prefix=SHIFT
// SHIFT: 40
// SHIFT-NEXT: 244
// SHIFT-NEXT: 12
// SHIFT-NEXT: 20
// RUN: combc eval %s --top=exts | FileCheck %s %exact --check-prefix=EXT
// EXT: 61
// EXT-NEXT: 2
// EXT-NEXT: 5
// EXT-NEXT: 2
// RUN: combc eval %s --top=truncs | FileCheck %s %exact --check-prefix=TRUNC
// TRUNC: 5
// TRUNC-NEXT: 5

func @shifts() -> (i8, i8, i8, i8) {
  %1 = constant 5 : i8                       // %1 is 0b00000101
  %2 = constant 3 : i8
  %3 = shift_left %1, %2 : (i8, i8) -> i8    // %3 is 0b00101000
  %10 = constant 160 : i8                             // %1 is 0b10100000
  %11 = constant 3 : i8
  %12 = shift_right_signed %10, %11 : (i8, i8) -> i8    // %3 is 0b11110100
  %13 = constant 96 : i8                              // %4 is 0b01100000
  %14 = shift_right_signed %13, %11 : (i8, i8) -> i8    // %5 is 0b00001100
  %20 = constant 160 : i8                               // %1 is 0b10100000
  %21 = constant 3 : i8
  %22 = shift_right_unsigned %20, %21 : (i8, i8) -> i8    // %3 is 0b00010100
  return %3, %12, %14, %22 : i8, i8, i8, i8
}

func @exts() -> (i6, i6, i6, i6) {
  %1 = constant 5 : i3            // %1 is 0b101
  %2 = sexti %1 : i3 to i6        // %2 is 0b111101
  %3 = constant 2 : i3            // %3 is 0b010
  %4 = sexti %3 : i3 to i6        // %4 is 0b000010
  %12 = zexti %1 : i3 to i6        // %2 is 0b000101
  %14 = zexti %3 : i3 to i6        // %4 is 0b000010
  return %2, %4, %12, %14 : i6, i6, i6, i6
}

func @truncs() -> (i4, i3) {
  %1 = constant 21 : i5           // %1 is 0b10101
  %2 = trunci %1 : i5 to i4       // %2 is 0b0101
  %3 = trunci %1 : i5 to i3       // %3 is 0b101
  return %2, %3 : i4, i3
}
