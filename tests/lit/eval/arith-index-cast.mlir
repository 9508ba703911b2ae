// arith.index_cast (sign-extends into index) and arith.index_castui
// (zero-extends), both truncate out of index (README, Semantics), at both
// index widths.

// RUN: combc eval %s --index-width=64 --top=to_index -- -2 | FileCheck %s %exact --check-prefix=W64
// W64: 18446744073709551614
// W64-NEXT: 65534
// RUN: combc eval %s --index-width=32 --top=to_index -- -2 | FileCheck %s %exact --check-prefix=W32
// W32: 4294967294
// W32-NEXT: 65534
// RUN: combc eval %s --index-width=64 --top=from_index -- 0x123456789 | FileCheck %s %exact --check-prefix=F64
// F64: 26505
// F64-NEXT: 26505
// F64-NEXT: 4886718345
// RUN: combc eval %s --index-width=32 --top=from_index -- 0x123456789 | FileCheck %s %exact --check-prefix=F32
// F32: 26505
// F32-NEXT: 26505
// F32-NEXT: 591751049
// index_cast of a negative 32-bit index to i64 sign-extends
// RUN: combc eval %s --index-width=32 --top=from_index -- 0x80000000 | FileCheck %s %exact --check-prefix=N32
// N32: 0
// N32-NEXT: 0
// N32-NEXT: 18446744071562067968

func.func @to_index(%a: i16) -> (index, index) {
  %0 = arith.index_cast %a : i16 to index
  %1 = arith.index_castui %a : i16 to index
  return %0, %1 : index, index
}
func.func @from_index(%i: index) -> (i16, i16, i64) {
  %0 = arith.index_cast %i : index to i16
  %1 = arith.index_castui %i : index to i16
  %2 = arith.index_cast %i : index to i64
  return %0, %1, %2 : i16, i16, i64
}
