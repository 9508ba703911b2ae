// index.ceildivu (rounds toward positive infinity) at both index widths.

// index-dialect.txt: 6 / -2 = 1
// RUN: combc eval %s --index-width=64 -- 6 -2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 1
// RUN: combc eval %s --index-width=32 -- 6 -2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 1
// RUN: combc eval %s --index-width=64 -- 7 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 4
// RUN: combc eval %s --index-width=32 -- 7 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4
// RUN: combc eval %s --index-width=64 -- 0 3 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 0
// RUN: combc eval %s --index-width=32 -- 0 3 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0
// division by zero: all ones
// RUN: combc eval %s --index-width=64 -- 6 0 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- 6 0 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 4294967295
// RUN: combc eval %s --index-width=64 -- 0x200000001 2 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 4294967297
// RUN: combc eval %s --index-width=32 -- 0x200000001 2 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 1

func.func @f(%a: index, %b: index) -> index {
  %0 = index.ceildivu %a, %b
  return %0 : index
}
