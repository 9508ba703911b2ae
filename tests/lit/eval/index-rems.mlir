// index.rems at both index widths.

// index-dialect.txt: 6 % -2 = 0
// RUN: combc eval %s --index-width=64 -- 6 -2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 0
// RUN: combc eval %s --index-width=32 -- 6 -2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 0
// sign follows the dividend: -1
// RUN: combc eval %s --index-width=64 -- -7 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- -7 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4294967295
// RUN: combc eval %s --index-width=64 -- 7 -2 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 1
// RUN: combc eval %s --index-width=32 -- 7 -2 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 1
// remainder by zero: the dividend
// RUN: combc eval %s --index-width=64 -- -5 0 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 18446744073709551611
// RUN: combc eval %s --index-width=32 -- -5 0 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 4294967291
// MIN32 % -1 = 0
// RUN: combc eval %s --index-width=64 -- -2147483648 -1 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 0
// RUN: combc eval %s --index-width=32 -- -2147483648 -1 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 0

func.func @f(%a: index, %b: index) -> index {
  %0 = index.rems %a, %b
  return %0 : index
}
