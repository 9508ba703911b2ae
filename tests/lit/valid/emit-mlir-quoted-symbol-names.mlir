// Regression: --emit=mlir (below -O2, the IR printer) printed symbol names
// bare: `hw.module @"a b"` became `hw.module @a b(`, which did not read
// back.  Symbols that are not bare identifiers are quoted, as port names
// already were; the output reads back and computes the same.
// a = 3: @"sub-1" returns 3 + 3 = 6, @"a b" returns 6 xor 3 = 5.
// RUN: combc %s --top="a b" --emit=mlir -O0 > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: combc eval %t.mlir --top="a b" 3 | FileCheck %s --check-prefix=EV %exact
// RUN: combc eval %s --top="a b" 3 | FileCheck %s --check-prefix=EV %exact
// CHECK: func.func @"sub-1"(%a: i3) -> i3
// CHECK: hw.module @"a b"(in %a : i3, out o : i3)
// CHECK: func.call @"sub-1"(%a) : (i3) -> i3
// EV: 5
func.func @"sub-1"(%a: i3) -> i3 {
  %r = arith.addi %a, %a : i3
  return %r : i3
}
hw.module @"a b"(in %a : i3, out o : i3) {
  %s = func.call @"sub-1"(%a) : (i3) -> i3
  %x = comb.xor %s, %a : i3
  hw.output %x : i3
}
