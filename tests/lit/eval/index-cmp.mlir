// index.cmp with every predicate, results in the order
// eq ne slt sle sgt sge ult ule ugt uge, at both index widths.

// -1 vs 1
// RUN: combc eval %s --index-width=64 -- -1 1 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 0
// W64_0-NEXT: 1
// W64_0-NEXT: 1
// W64_0-NEXT: 1
// W64_0-NEXT: 0
// W64_0-NEXT: 0
// W64_0-NEXT: 0
// W64_0-NEXT: 0
// W64_0-NEXT: 1
// W64_0-NEXT: 1
// RUN: combc eval %s --index-width=32 -- -1 1 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 0
// W32_0-NEXT: 1
// W32_0-NEXT: 1
// W32_0-NEXT: 1
// W32_0-NEXT: 0
// W32_0-NEXT: 0
// W32_0-NEXT: 0
// W32_0-NEXT: 0
// W32_0-NEXT: 1
// W32_0-NEXT: 1
// RUN: combc eval %s --index-width=64 -- 5 5 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 1
// W64_1-NEXT: 0
// W64_1-NEXT: 0
// W64_1-NEXT: 1
// W64_1-NEXT: 0
// W64_1-NEXT: 1
// W64_1-NEXT: 0
// W64_1-NEXT: 1
// W64_1-NEXT: 0
// W64_1-NEXT: 1
// RUN: combc eval %s --index-width=32 -- 5 5 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 1
// W32_1-NEXT: 0
// W32_1-NEXT: 0
// W32_1-NEXT: 1
// W32_1-NEXT: 0
// W32_1-NEXT: 1
// W32_1-NEXT: 0
// W32_1-NEXT: 1
// W32_1-NEXT: 0
// W32_1-NEXT: 1
// 1 vs 2^32: 2^32 is 0 at 32 bits
// RUN: combc eval %s --index-width=64 -- 1 0x100000000 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 0
// W64_2-NEXT: 1
// W64_2-NEXT: 1
// W64_2-NEXT: 1
// W64_2-NEXT: 0
// W64_2-NEXT: 0
// W64_2-NEXT: 1
// W64_2-NEXT: 1
// W64_2-NEXT: 0
// W64_2-NEXT: 0
// RUN: combc eval %s --index-width=32 -- 1 0x100000000 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 0
// W32_2-NEXT: 1
// W32_2-NEXT: 0
// W32_2-NEXT: 0
// W32_2-NEXT: 1
// W32_2-NEXT: 1
// W32_2-NEXT: 0
// W32_2-NEXT: 0
// W32_2-NEXT: 1
// W32_2-NEXT: 1
// 2^31 vs 0: negative at 32 bits only
// RUN: combc eval %s --index-width=64 -- 2147483648 0 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 0
// W64_3-NEXT: 1
// W64_3-NEXT: 0
// W64_3-NEXT: 0
// W64_3-NEXT: 1
// W64_3-NEXT: 1
// W64_3-NEXT: 0
// W64_3-NEXT: 0
// W64_3-NEXT: 1
// W64_3-NEXT: 1
// RUN: combc eval %s --index-width=32 -- 2147483648 0 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0
// W32_3-NEXT: 1
// W32_3-NEXT: 1
// W32_3-NEXT: 1
// W32_3-NEXT: 0
// W32_3-NEXT: 0
// W32_3-NEXT: 0
// W32_3-NEXT: 0
// W32_3-NEXT: 1
// W32_3-NEXT: 1

func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = index.cmp eq(%a, %b)
  %ne = index.cmp ne(%a, %b)
  %slt = index.cmp slt(%a, %b)
  %sle = index.cmp sle(%a, %b)
  %sgt = index.cmp sgt(%a, %b)
  %sge = index.cmp sge(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %ule = index.cmp ule(%a, %b)
  %ugt = index.cmp ugt(%a, %b)
  %uge = index.cmp uge(%a, %b)
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
