// index.casts: to a wider type sign-extends, to a narrower one truncates
// (index-dialect.txt; README, Semantics).  The index value 0xFFFF8000 is
// negative at 32 bits, positive at 64.

// RUN: combc eval %s --index-width=64 --top=to_int -- 0xFFFF8000 | FileCheck %s %exact --check-prefix=W64_A
// W64_A: 0
// W64_A-NEXT: 4294934528
// W64_A-NEXT: 4294934528
// RUN: combc eval %s --index-width=64 --top=from_int -- -2 0x80000000 | FileCheck %s %exact --check-prefix=W64_B
// W64_B: 18446744073709551614
// W64_B-NEXT: 2147483648
// RUN: combc eval %s --index-width=32 --top=to_int -- 0xFFFF8000 | FileCheck %s %exact --check-prefix=W32_A
// W32_A: 0
// W32_A-NEXT: 4294934528
// W32_A-NEXT: 18446744073709518848
// RUN: combc eval %s --index-width=32 --top=from_int -- -2 0x80000000 | FileCheck %s %exact --check-prefix=W32_B
// W32_B: 4294967294
// W32_B-NEXT: 2147483648

func.func @to_int(%a: index) -> (i8, i32, i64) {
  %0 = index.casts %a : index to i8
  %1 = index.casts %a : index to i32
  %2 = index.casts %a : index to i64
  return %0, %1, %2 : i8, i32, i64
}
func.func @from_int(%a: i16, %b: i64) -> (index, index) {
  %0 = index.casts %a : i16 to index
  %1 = index.casts %b : i64 to index
  return %0, %1 : index, index
}
