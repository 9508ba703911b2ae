// index.floordivs (rounds toward negative infinity) at both index widths.

// index-dialect.txt: 5 / -2 = -3
// RUN: combc eval %s --index-width=64 -- 5 -2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 18446744073709551613
// RUN: combc eval %s --index-width=32 -- 5 -2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 4294967293
// RUN: combc eval %s --index-width=64 -- -5 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446744073709551613
// RUN: combc eval %s --index-width=32 -- -5 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4294967293
// RUN: combc eval %s --index-width=64 -- 7 2 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 3
// RUN: combc eval %s --index-width=32 -- 7 2 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 3
// RUN: combc eval %s --index-width=64 -- -9 -2 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 4
// RUN: combc eval %s --index-width=32 -- -9 -2 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 4
// division by zero: all ones
// RUN: combc eval %s --index-width=64 -- 6 0 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- 6 0 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 4294967295
// MIN32 / -1
// RUN: combc eval %s --index-width=64 -- -2147483648 -1 | FileCheck %s %exact --check-prefix=W64_5
// W64_5: 2147483648
// RUN: combc eval %s --index-width=32 -- -2147483648 -1 | FileCheck %s %exact --check-prefix=W32_5
// W32_5: 2147483648

func.func @f(%a: index, %b: index) -> index {
  %0 = index.floordivs %a, %b
  return %0 : index
}
