// index.mul at both index widths.

// RUN: combc eval %s --index-width=64 -- 6 7 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 42
// RUN: combc eval %s --index-width=32 -- 6 7 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 42
// wraps at 64 bits
// RUN: combc eval %s --index-width=64 -- 8000000002000000000 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 16000000004000000000
// RUN: combc eval %s --index-width=32 -- 8000000002000000000 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 1688938496
// 2^32: 0 at 32 bits
// RUN: combc eval %s --index-width=64 -- 65536 65536 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 4294967296
// RUN: combc eval %s --index-width=32 -- 65536 65536 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0

func.func @f(%a: index, %b: index) -> index {
  %0 = index.mul %a, %b
  return %0 : index
}
