// index.shrs at both index widths; amount >= width gives copies of the sign bit.

// RUN: combc eval %s --index-width=64 -- 128 2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 32
// RUN: combc eval %s --index-width=32 -- 128 2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 32
// RUN: combc eval %s --index-width=64 -- 0x100000000 1 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 2147483648
// RUN: combc eval %s --index-width=32 -- 0x100000000 1 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 0
// amount 32 at 32 bits: copies of the sign bit
// RUN: combc eval %s --index-width=64 -- 4000000000000 32 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 931
// RUN: combc eval %s --index-width=32 -- 4000000000000 32 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0
// RUN: combc eval %s --index-width=64 -- -1 63 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- -1 63 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 4294967295
// amount >= width, negative: all ones
// RUN: combc eval %s --index-width=64 -- -8 64 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- -8 64 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 4294967295
// amount >= width, positive: 0
// RUN: combc eval %s --index-width=64 -- 8 64 | FileCheck %s %exact --check-prefix=W64_5
// W64_5: 0
// RUN: combc eval %s --index-width=32 -- 8 64 | FileCheck %s %exact --check-prefix=W32_5
// W32_5: 0
// RUN: combc eval %s --index-width=64 -- 0x80000000 31 | FileCheck %s %exact --check-prefix=W64_6
// W64_6: 1
// RUN: combc eval %s --index-width=32 -- 0x80000000 31 | FileCheck %s %exact --check-prefix=W32_6
// W32_6: 4294967295

func.func @f(%a: index, %b: index) -> index {
  %0 = index.shrs %a, %b
  return %0 : index
}
