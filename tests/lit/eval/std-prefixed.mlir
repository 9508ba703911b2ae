// Every integer op of the std dialect with its `std.` prefix.  Outputs:
// addi subi muli divi_signed divi_unsigned remi_signed remi_unsigned
// ceildivi_signed floordivi_signed and or xor shift_left shift_right_signed
// shift_right_unsigned cmpi(slt) select constant, for a = -7, b = 2 (i8).

// RUN: combc eval %s --top=ops -- -7 2 | FileCheck %s %exact --check-prefix=A
// A: 251
// A-NEXT: 247
// A-NEXT: 242
// A-NEXT: 253
// A-NEXT: 124
// A-NEXT: 255
// A-NEXT: 1
// A-NEXT: 253
// A-NEXT: 252
// A-NEXT: 0
// A-NEXT: 251
// A-NEXT: 251
// A-NEXT: 228
// A-NEXT: 254
// A-NEXT: 62
// A-NEXT: 1
// A-NEXT: 249
// A-NEXT: 100
// sexti and zexti i3 -> i6, trunci i3 -> i2 of 0b101
// RUN: combc eval %s --top=exts -- 5 | FileCheck %s %exact --check-prefix=EXT
// EXT: 61
// EXT-NEXT: 5
// EXT-NEXT: 1
// RUN: combc eval %s --index-width=32 --top=idx -- -3 | FileCheck %s %exact --check-prefix=IDX
// IDX: 4294967293

module {
  func @ops(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i8, i8) {
    %0 = std.addi %a, %b : i8
    %1 = std.subi %a, %b : i8
    %2 = std.muli %a, %b : i8
    %3 = std.divi_signed %a, %b : i8
    %4 = std.divi_unsigned %a, %b : i8
    %5 = std.remi_signed %a, %b : i8
    %6 = std.remi_unsigned %a, %b : i8
    %7 = std.ceildivi_signed %a, %b : i8
    %8 = std.floordivi_signed %a, %b : i8
    %9 = std.and %a, %b : i8
    %10 = std.or %a, %b : i8
    %11 = std.xor %a, %b : i8
    %12 = std.shift_left %a, %b : i8
    %13 = std.shift_right_signed %a, %b : i8
    %14 = std.shift_right_unsigned %a, %b : i8
    %15 = std.cmpi "slt", %a, %b : i8
    %16 = std.select %15, %a, %b : i8
    %17 = std.constant 100 : i8
    std.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i8, i8
  }

  func @exts(%a: i3) -> (i6, i6, i2) {
    %0 = std.sexti %a : i3 to i6
    %1 = std.zexti %a : i3 to i6
    %2 = std.trunci %a : i3 to i2
    std.return %0, %1, %2 : i6, i6, i2
  }

  func @idx(%a: i16) -> index {
    %0 = std.index_cast %a : i16 to index
    std.return %0 : index
  }
}
