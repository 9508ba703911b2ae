// index.shl at both index widths; amount >= width gives 0 (README, Semantics).

// RUN: combc eval %s --index-width=64 -- 128 2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 512
// RUN: combc eval %s --index-width=32 -- 128 2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 512
// RUN: combc eval %s --index-width=64 -- 1 31 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 2147483648
// RUN: combc eval %s --index-width=32 -- 1 31 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 2147483648
// 1 << 32: 0 at 32 bits
// RUN: combc eval %s --index-width=64 -- 1 32 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 4294967296
// RUN: combc eval %s --index-width=32 -- 1 32 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0
// RUN: combc eval %s --index-width=64 -- 1 63 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 9223372036854775808
// RUN: combc eval %s --index-width=32 -- 1 63 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0
// amount >= width: 0
// RUN: combc eval %s --index-width=64 -- 1 64 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 0
// RUN: combc eval %s --index-width=32 -- 1 64 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 0
// RUN: combc eval %s --index-width=64 -- 4000000000 31 | FileCheck %s %exact --check-prefix=W64_5
// W64_5: 8589934592000000000
// RUN: combc eval %s --index-width=32 -- 4000000000 31 | FileCheck %s %exact --check-prefix=W32_5
// W32_5: 0

func.func @f(%a: index, %b: index) -> index {
  %0 = index.shl %a, %b
  return %0 : index
}
