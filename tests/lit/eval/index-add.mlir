// index.add at --index-width=64 and 32 (arguments are truncated to the index
// width).  Printed in hex.

// index-dialect.txt: add(0x800000008, 0x800000008) is 0x1000000010 in 64-bit, 0x10 in 32-bit
// RUN: combc eval %s --index-width=64 --hex -- 0x800000008 0x800000008 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 0x1000000010
// RUN: combc eval %s --index-width=32 --hex -- 0x800000008 0x800000008 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 0x10
// RUN: combc eval %s --index-width=64 --hex -- 1 2100 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 0x835
// RUN: combc eval %s --index-width=32 --hex -- 1 2100 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 0x835
// RUN: combc eval %s --index-width=64 --hex -- -1 1 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 0x0
// RUN: combc eval %s --index-width=32 --hex -- -1 1 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0x0
// RUN: combc eval %s --index-width=64 --hex -- 3000000001 4000002100 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 0x1a13b8e35
// RUN: combc eval %s --index-width=32 --hex -- 3000000001 4000002100 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0xa13b8e35

func.func @f(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  return %0 : index
}
