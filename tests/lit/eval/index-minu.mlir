// index.minu at both index widths.

// index-dialect.txt: min(15, 6) = 6
// RUN: combc eval %s --index-width=64 -- 15 6 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 6
// RUN: combc eval %s --index-width=32 -- 15 6 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 6
// index-dialect.txt: min(-2, 6) = 6
// RUN: combc eval %s --index-width=64 -- -2 6 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 6
// RUN: combc eval %s --index-width=32 -- -2 6 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 6

func.func @f(%a: index, %b: index) -> index {
  %0 = index.minu %a, %b
  return %0 : index
}
