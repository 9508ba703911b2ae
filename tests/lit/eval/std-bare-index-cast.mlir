// Old std index_cast: to index sign-extends, from index truncates
// (std-dialect.txt; README, Semantics).

// RUN: combc eval %s --index-width=64 -- -2 0x1234567890 | FileCheck %s %exact --check-prefix=W64
// W64: 18446744073709551614
// W64-NEXT: 144
// RUN: combc eval %s --index-width=32 -- -2 0x1234567890 | FileCheck %s %exact --check-prefix=W32
// W32: 4294967294
// W32-NEXT: 144

func @casts(%a: i8, %i: index) -> (index, i8) {
  %0 = index_cast %a : i8 to index
  %1 = index_cast %i : index to i8
  return %0, %1 : index, i8
}
