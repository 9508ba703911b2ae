// index.maxu at both index widths.

// index-dialect.txt: max(15, 6) = 15
// RUN: combc eval %s --index-width=64 -- 15 6 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 15
// RUN: combc eval %s --index-width=32 -- 15 6 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 15
// index-dialect.txt: max(-2, 6) = -2
// RUN: combc eval %s --index-width=64 -- -2 6 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446744073709551614
// RUN: combc eval %s --index-width=32 -- -2 6 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4294967294

func.func @f(%a: index, %b: index) -> index {
  %0 = index.maxu %a, %b
  return %0 : index
}
