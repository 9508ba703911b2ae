// index.divu at both index widths.

// index-dialect.txt: 6 / -2 = 0
// RUN: combc eval %s --index-width=64 --hex -- 6 -2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 0x0
// RUN: combc eval %s --index-width=32 --hex -- 6 -2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 0x0
// index-dialect.txt: div(0x100000002, 2) is 0x80000001 in 64-bit, 0x01 in 32-bit
// RUN: combc eval %s --index-width=64 --hex -- 0x100000002 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 0x80000001
// RUN: combc eval %s --index-width=32 --hex -- 0x100000002 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 0x1
// index-dialect.txt: div(0x200000002, 2) truncates to 0x01 in both
// RUN: combc eval %s --index-width=64 --hex -- 0x200000002 2 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 0x100000001
// RUN: combc eval %s --index-width=32 --hex -- 0x200000002 2 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0x1
// division by zero: all ones
// RUN: combc eval %s --index-width=64 --hex -- 7 0 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 0xffffffffffffffff
// RUN: combc eval %s --index-width=32 --hex -- 7 0 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0xffffffff

func.func @f(%a: index, %b: index) -> index {
  %0 = index.divu %a, %b
  return %0 : index
}
