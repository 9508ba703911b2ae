// The index-dialect.txt folding examples, evaluated at a chosen width: an op
// whose upper 32 bits reach the lower 32 (division, right shifts) gives a
// different 32-bit result than the truncated 64-bit one.
// div(0x100000002, 2) = 0x80000001 at 64 bits, 0x1 at 32 bits;
// div(0x200000002, 2) = 0x100000001 at 64 bits, 0x1 at 32 bits.

// RUN: combc eval %s --index-width=64 --hex | FileCheck %s %exact --check-prefix=W64
// W64: 0x80000001
// W64-NEXT: 0x100000001
// RUN: combc eval %s --index-width=32 --hex | FileCheck %s %exact --check-prefix=W32
// W32: 0x1
// W32-NEXT: 0x1

func.func @divs() -> (index, index) {
  %a = index.constant 0x100000002
  %b = index.constant 0x200000002
  %c2 = index.constant 2
  %0 = index.divu %a, %c2
  %1 = index.divu %b, %c2
  return %0, %1 : index, index
}
