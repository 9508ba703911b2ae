// index.and at both index widths.

// RUN: combc eval %s --index-width=64 -- 5 1 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 1
// RUN: combc eval %s --index-width=32 -- 5 1 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 1
// RUN: combc eval %s --index-width=64 -- -1 0x1234567890 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 78187493520
// RUN: combc eval %s --index-width=32 -- -1 0x1234567890 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 878082192

func.func @f(%a: index, %b: index) -> index {
  %0 = index.and %a, %b
  return %0 : index
}
