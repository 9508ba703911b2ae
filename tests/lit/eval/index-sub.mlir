// index.sub at both index widths.

// 5 - 7 = -2
// RUN: combc eval %s --index-width=64 -- 5 7 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 18446744073709551614
// RUN: combc eval %s --index-width=32 -- 5 7 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 4294967294
// RUN: combc eval %s --index-width=64 -- -2000000000 3000000000 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446744068709551616
// RUN: combc eval %s --index-width=32 -- -2000000000 3000000000 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 3589934592
// RUN: combc eval %s --index-width=64 -- 0 1 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- 0 1 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 4294967295

func.func @f(%a: index, %b: index) -> index {
  %0 = index.sub %a, %b
  return %0 : index
}
