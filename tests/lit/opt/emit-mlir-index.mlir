// Which --emit=mlir printer runs (driver.c): a design over `index` without
// --index-width stays over index (the README section 3) and is folded at the
// IR level (fold_ir.c); with --index-width=N, -O2 prints the optimized
// netlist with index as iN.  -O0 prints the IR as read.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=ANY
// RUN: combc %s --emit=mlir -O2 --index-width=32 | FileCheck %s %exact --check-prefix=W32
// RUN: combc %s --emit=mlir -O0 --index-width=32 | FileCheck %s --check-prefix=O0
// RUN: combc %s --emit=mlir -O2 --index-width=32 | combc eval - -- 0xfffffffe | FileCheck %s %exact --check-prefix=EV
// RUN: combc eval %s --index-width=32 -- 0xfffffffe | FileCheck %s %exact --check-prefix=EV
//
// ANY: func.func @idx(%a: index) -> index {
// ANY: index.add
// W32:      module {
// W32-NEXT:   hw.module @idx(in %a : i32, out result : i32) {
// W32-NEXT:     %c5_i32 = hw.constant 5 : i32
// W32-NEXT:     %0 = comb.add %a, %c5_i32 : i32
// W32-NEXT:     hw.output %0 : i32
// W32-NEXT:   }
// W32-NEXT: }
// O0: index.add %a, %c2
// (0xfffffffe + 2 + 3 wraps to 3 at 32 bits)
// EV: 3
func.func @idx(%a: index) -> index {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %0 = index.add %a, %c2
  %1 = index.add %0, %c3
  return %1 : index
}
