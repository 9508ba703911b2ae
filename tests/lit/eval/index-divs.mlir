// index.divs (rounds toward zero) at both index widths; README, Semantics for x / 0 and MIN / -1.

// index-dialect.txt: 6 / -2 = -3
// RUN: combc eval %s --index-width=64 -- 6 -2 | FileCheck %s %exact --check-prefix=W64_0
// W64_0: 18446744073709551613
// RUN: combc eval %s --index-width=32 -- 6 -2 | FileCheck %s %exact --check-prefix=W32_0
// W32_0: 4294967293
// RUN: combc eval %s --index-width=64 -- -7 2 | FileCheck %s %exact --check-prefix=W64_1
// W64_1: 18446744073709551613
// RUN: combc eval %s --index-width=32 -- -7 2 | FileCheck %s %exact --check-prefix=W32_1
// W32_1: 4294967293
// division by zero: all ones
// RUN: combc eval %s --index-width=64 -- 5 0 | FileCheck %s %exact --check-prefix=W64_2
// W64_2: 18446744073709551615
// RUN: combc eval %s --index-width=32 -- 5 0 | FileCheck %s %exact --check-prefix=W32_2
// W32_2: 4294967295
// MIN64 / -1: MIN at 64 bits; at 32 bits the operands are 0 and -1
// RUN: combc eval %s --index-width=64 -- -9223372036854775808 -1 | FileCheck %s %exact --check-prefix=W64_3
// W64_3: 9223372036854775808
// RUN: combc eval %s --index-width=32 -- -9223372036854775808 -1 | FileCheck %s %exact --check-prefix=W32_3
// W32_3: 0
// MIN32 / -1: MIN at 32 bits, 2^31 at 64 bits
// RUN: combc eval %s --index-width=64 -- -2147483648 -1 | FileCheck %s %exact --check-prefix=W64_4
// W64_4: 2147483648
// RUN: combc eval %s --index-width=32 -- -2147483648 -1 | FileCheck %s %exact --check-prefix=W32_4
// W32_4: 2147483648

func.func @f(%a: index, %b: index) -> index {
  %0 = index.divs %a, %b
  return %0 : index
}
