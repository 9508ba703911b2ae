// A chain of index ops with a cast at each end: address arithmetic
// (base + i * stride) / 4, computed at both index widths.
// base = 0xFFFFFFF0 (i32 input, sign-extended: -16), i = 3, stride = 12:
// (-16 + 36) / 4 = 5.

// RUN: combc eval %s --index-width=64 -- 0xFFFFFFF0 3 12 | FileCheck %s %exact --check-prefix=W64
// W64: 5
// RUN: combc eval %s --index-width=32 -- 0xFFFFFFF0 3 12 | FileCheck %s %exact --check-prefix=W32
// W32: 5

func.func @addr(%base: i32, %i: index, %stride: index) -> i32 {
  %b = index.casts %base : i32 to index
  %0 = index.mul %i, %stride
  %1 = index.add %b, %0
  %c4 = index.constant 4
  %2 = index.divs %1, %c4
  %r = index.casts %2 : index to i32
  return %r : i32
}
