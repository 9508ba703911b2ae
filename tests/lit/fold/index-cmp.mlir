// index.cmp folding beyond two constants: cmp(x, x), and upstream's
// cmp(max/min(x, cA), cB), which folds when the range of max/min decides the
// comparison -- without --index-width on both a 32- and a 64-bit target.
//
// maxu(x, 5) lies in [5, UMAX], mins(5, x) in [SMIN, 5]; maxs(x, 0x100000000)
// lies in [2^32, SMAX] on 64 bits, but on 32 bits the constant is 0 and the
// range [0, SMAX] does not decide sgt 0.  ult(maxu(x, 5), 0x100000000) is
// undecided on 64 bits and false on 32 (nothing is unsigned-below 0).
//
// RUN: combc %s --emit=mlir | FileCheck %s %exact --check-prefix=ANY
// RUN: combc %s --emit=mlir --index-width=64 | FileCheck %s %exact --check-prefix=W64
// RUN: combc %s --emit=mlir --index-width=32 | FileCheck %s %exact --check-prefix=W32
// RUN: %python %S/Inputs/roundtrip.py combc %s | FileCheck %s --check-prefix=RT
// RUN: %python %S/Inputs/roundtrip.py combc %s --index-width=32 | FileCheck %s --check-prefix=RT
// RUN: %python %S/Inputs/roundtrip.py combc %s --index-width=64 | FileCheck %s --check-prefix=RT
// RT: roundtrip: 2 functions, {{[0-9]+}} evaluations agree
//
// ANY: module {
// W64: module {
// W32: module {

// ANY-NEXT:  func.func @cmp_minmax(%x: index) -> (i1, i1, i1, i1, i1, i1) {
// ANY-NEXT:    %c0 = index.constant 0
// ANY-NEXT:    %c5 = index.constant 5
// ANY-NEXT:    %big = index.constant 4294967296
// ANY-NEXT:    %true = index.bool.constant true
// ANY-NEXT:    %false = index.bool.constant false
// ANY-NEXT:    %m = index.maxu %x, %c5
// ANY-NEXT:    %0 = index.cmp ult(%m, %big)
// ANY-NEXT:    %mb = index.maxs %x, %big
// ANY-NEXT:    %1 = index.cmp sgt(%mb, %c0)
// ANY-NEXT:    return %true, %false, %false, %false, %0, %1 : i1, i1, i1, i1, i1, i1
// ANY-NEXT:  }
// W64-NEXT:  func.func @cmp_minmax(%x: index) -> (i1, i1, i1, i1, i1, i1) {
// W64-NEXT:    %c5 = index.constant 5
// W64-NEXT:    %big = index.constant 4294967296
// W64-NEXT:    %true = index.bool.constant true
// W64-NEXT:    %false = index.bool.constant false
// W64-NEXT:    %m = index.maxu %x, %c5
// W64-NEXT:    %0 = index.cmp ult(%m, %big)
// W64-NEXT:    return %true, %false, %false, %false, %0, %true : i1, i1, i1, i1, i1, i1
// W64-NEXT:  }
// At 32 bits %big is 0, the same constant as %c0; %m and %c5 are dead.
// W32-NEXT:  func.func @cmp_minmax(%x: index) -> (i1, i1, i1, i1, i1, i1) {
// W32-NEXT:    %c0 = index.constant 0
// W32-NEXT:    %true = index.bool.constant true
// W32-NEXT:    %false = index.bool.constant false
// W32-NEXT:    %mb = index.maxs %x, %c0
// W32-NEXT:    %0 = index.cmp sgt(%mb, %c0)
// W32-NEXT:    return %true, %false, %false, %false, %false, %0 : i1, i1, i1, i1, i1, i1
// W32-NEXT:  }
func.func @cmp_minmax(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %big = index.constant 0x100000000
  %m = index.maxu %x, %c5
  %0 = index.cmp uge(%m, %c5)
  %1 = index.cmp ult(%m, %c5)
  %2 = index.cmp eq(%m, %c0)
  %n = index.mins %c5, %x
  %3 = index.cmp sgt(%n, %c5)
  %4 = index.cmp ult(%m, %big)
  %mb = index.maxs %x, %big
  %5 = index.cmp sgt(%mb, %c0)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// cmp(x, x) folds for every predicate, also on iN and through arith.cmpi;
// a constant on the left of the compared max/min works too.  (arith's
// `true` is a different constant from index's; combc's printer numbers the
// second %true where mlir-opt would print %true_0.)
// ANY-NEXT:  func.func @cmp_same(%a: index, %b: i8) -> (i1, i1, i1, i1) {
// ANY-NEXT:    %true = index.bool.constant true
// ANY-NEXT:    %false = index.bool.constant false
// ANY-NEXT:    %0 = arith.constant true
// ANY-NEXT:    return %true, %false, %0, %false : i1, i1, i1, i1
// ANY-NEXT:  }
// W64-NEXT:  func.func @cmp_same(%a: index, %b: i8) -> (i1, i1, i1, i1) {
// W64-NEXT:    %true = index.bool.constant true
// W64-NEXT:    %false = index.bool.constant false
// W64-NEXT:    %0 = arith.constant true
// W64-NEXT:    return %true, %false, %0, %false : i1, i1, i1, i1
// W64-NEXT:  }
// W32-NEXT:  func.func @cmp_same(%a: index, %b: i8) -> (i1, i1, i1, i1) {
// W32-NEXT:    %true = index.bool.constant true
// W32-NEXT:    %false = index.bool.constant false
// W32-NEXT:    %0 = arith.constant true
// W32-NEXT:    return %true, %false, %0, %false : i1, i1, i1, i1
// W32-NEXT:  }
func.func @cmp_same(%a: index, %b: i8) -> (i1, i1, i1, i1) {
  %c7 = index.constant 7
  %0 = index.cmp uge(%a, %a)
  %1 = index.cmp slt(%a, %a)
  %2 = arith.cmpi sle, %b, %b : i8
  %m = index.minu %c7, %a
  %3 = index.cmp ugt(%m, %c7)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
// ANY-NEXT: }
// W64-NEXT: }
// W32-NEXT: }
