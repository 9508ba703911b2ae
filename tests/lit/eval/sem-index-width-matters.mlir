// The same function gives different results at --index-width=32 and 64
// exactly where index-dialect.txt says folding must not happen:
// divs(0x100000000, 2), shl(1, 32), cmp slt(1, 0x100000000), and
// index.sizeof.

// RUN: combc eval %s --index-width=64 | FileCheck %s %exact --check-prefix=W64
// W64: 2147483648
// W64-NEXT: 4294967296
// W64-NEXT: 1
// W64-NEXT: 64
// RUN: combc eval %s --index-width=32 | FileCheck %s %exact --check-prefix=W32
// W32: 0
// W32-NEXT: 0
// W32-NEXT: 0
// W32-NEXT: 32

func.func @f() -> (index, index, i1, index) {
  %big = index.constant 0x100000000
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c32 = index.constant 32
  %0 = index.divs %big, %c2
  %1 = index.shl %c1, %c32
  %2 = index.cmp slt(%c1, %big)
  %3 = index.sizeof
  return %0, %1, %2, %3 : index, index, i1, index
}
