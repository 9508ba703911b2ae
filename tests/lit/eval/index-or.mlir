// index.or at both index widths.

// RUN: combc eval %s --index-width=64 -- 5 2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 7
// RUN: combc eval %s --index-width=32 -- 5 2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 7
// RUN: combc eval %s --index-width=64 -- 0 -1 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- 0 -1 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4294967295

func.func @f(%a: index, %b: index) -> index {
  %0 = index.or %a, %b
  return %0 : index
}
