// index.remu at both index widths.

// index-dialect.txt: 6 % -2 = 6
// RUN: combc eval %s --index-width=64 -- 6 -2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 6
// RUN: combc eval %s --index-width=32 -- 6 -2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 6
// RUN: combc eval %s --index-width=64 -- 200 7 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 4
// RUN: combc eval %s --index-width=32 -- 200 7 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4
// remainder by zero: the dividend
// RUN: combc eval %s --index-width=64 -- -5 0 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 18446744073709551611
// RUN: combc eval %s --index-width=32 -- -5 0 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 4294967291
// RUN: combc eval %s --index-width=64 -- 2 0x100000001 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 2
// RUN: combc eval %s --index-width=32 -- 2 0x100000001 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0

func.func @f(%a: index, %b: index) -> index {
  %0 = index.remu %a, %b
  return %0 : index
}
