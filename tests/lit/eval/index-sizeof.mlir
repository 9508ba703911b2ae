// index.sizeof is the index width W: 64 by default (README, Semantics).

// RUN: combc eval %s --index-width=64 --top=sizeof | FileCheck %s %exact --check-prefix=W64
// W64: 64
// RUN: combc eval %s --index-width=32 --top=sizeof | FileCheck %s %exact --check-prefix=W32
// W32: 32
// RUN: combc eval %s --top=sizeof | FileCheck %s %exact --check-prefix=DEF
// DEF: 64
// RUN: combc eval %s --index-width=32 --top=bits_minus_one | FileCheck %s %exact --check-prefix=ARITH32
// ARITH32: 31

func.func @sizeof() -> index {
  %0 = index.sizeof
  return %0 : index
}
func.func @bits_minus_one() -> index {
  %0 = index.sizeof
  %1 = index.constant 1
  %2 = index.sub %0, %1
  return %2 : index
}
