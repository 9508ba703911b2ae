// index.shru at both index widths; amount >= width gives 0.

// RUN: combc eval %s --index-width=64 -- 128 2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 32
// RUN: combc eval %s --index-width=32 -- 128 2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 32
// RUN: combc eval %s --index-width=64 -- 0x100000000 1 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 2147483648
// RUN: combc eval %s --index-width=32 -- 0x100000000 1 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 0
// amount 32: 0 at 32 bits
// RUN: combc eval %s --index-width=64 -- 4000000000000 32 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 931
// RUN: combc eval %s --index-width=32 -- 4000000000000 32 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0
// RUN: combc eval %s --index-width=64 -- -1 63 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 1
// RUN: combc eval %s --index-width=32 -- -1 63 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0
// amount >= width: 0
// RUN: combc eval %s --index-width=64 -- -1 64 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 0
// RUN: combc eval %s --index-width=32 -- -1 64 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 0

func.func @f(%a: index, %b: index) -> index {
  %0 = index.shru %a, %b
  return %0 : index
}
