// index.maxs at both index widths.

// index-dialect.txt: max(-2, 6) = 6
// RUN: combc eval %s --index-width=64 -- -2 6 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 6
// RUN: combc eval %s --index-width=32 -- -2 6 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 6
// RUN: combc eval %s --index-width=64 -- -4 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 2
// RUN: combc eval %s --index-width=32 -- -4 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 2
// RUN: combc eval %s --index-width=64 -- 1 0x100000000 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 4294967296
// RUN: combc eval %s --index-width=32 -- 1 0x100000000 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 1

func.func @f(%a: index, %b: index) -> index {
  %0 = index.maxs %a, %b
  return %0 : index
}
