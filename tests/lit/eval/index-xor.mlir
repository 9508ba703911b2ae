// index.xor at both index widths.

// RUN: combc eval %s --index-width=64 -- 5 1 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 4
// RUN: combc eval %s --index-width=32 -- 5 1 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 4
// RUN: combc eval %s --index-width=64 -- -1 0xF0F0F0F0F0 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446743038875078415
// RUN: combc eval %s --index-width=32 -- -1 0xF0F0F0F0F0 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 252645135

func.func @f(%a: index, %b: index) -> index {
  %0 = index.xor %a, %b
  return %0 : index
}
