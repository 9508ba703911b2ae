// index.constant: the value truncated to the index width.

// RUN: combc eval %s --index-width=64 | FileCheck %s %exact --check-prefix=W64
// W64: 42
// W64-NEXT: 18446744073709551615
// W64-NEXT: 4294967296
// W64-NEXT: 7000002101
// RUN: combc eval %s --index-width=32 | FileCheck %s %exact --check-prefix=W32
// W32: 42
// W32-NEXT: 4294967295
// W32-NEXT: 0
// W32-NEXT: 2705034805
// the default index width is 64
// RUN: combc eval %s | FileCheck %s %exact --check-prefix=DEF
// DEF: 42
// DEF-NEXT: 18446744073709551615
// DEF-NEXT: 4294967296
// DEF-NEXT: 7000002101

func.func @consts() -> (index, index, index, index) {
  %0 = index.constant 42
  %1 = index.constant -1
  %2 = index.constant 0x100000000
  %3 = index.constant 7000002101
  return %0, %1, %2, %3 : index, index, index, index
}
