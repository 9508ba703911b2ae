// index.mins at both index widths.

// index-dialect.txt: min(-2, 6) = -2
// RUN: combc eval %s --index-width=64 -- -2 6 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 18446744073709551614
// RUN: combc eval %s --index-width=32 -- -2 6 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 4294967294
// RUN: combc eval %s --index-width=64 -- 1 0x100000000 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 1
// RUN: combc eval %s --index-width=32 -- 1 0x100000000 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 0

func.func @f(%a: index, %b: index) -> index {
  %0 = index.mins %a, %b
  return %0 : index
}
