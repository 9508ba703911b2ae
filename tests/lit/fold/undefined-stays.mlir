// Cases a dialect leaves undefined are not folded (their upstream folders
// decline them too); the ops stay and combc's evaluator gives them the README
// section 2's values.  Per dialect:
//   arith: division or remainder by zero; divsi and floordivsi MIN / -1;
//          ceildivsi whose upstream folder would negate MIN (a != 0 and a
//          or b is MIN); shli/shrsi/shrui by >= the width.  remsi MIN % -1
//          is defined (0) and folds.
//   index: division or remainder by zero; divs MIN / -1; shifts by >= the
//          width (>= 32 without --index-width).  ceildivs(MIN32, -1) folds as
//          upstream's @ceildivs_edge expects.
//   comb:  divu/divs/modu/mods by zero; divs MIN / -1.  Shifts by >= the
//          width fold (CIRCT: shl/shru give 0; spec: shrs gives the sign).
//
// RUN: combc %s --emit=mlir | FileCheck %s %exact
// RUN: %python %S/Inputs/roundtrip.py combc %s | FileCheck %s --check-prefix=RT
// RT: roundtrip: 3 functions, {{[0-9]+}} evaluations agree
//
// CHECK: module {

// CHECK-NEXT:  func.func @arith_ub() -> (i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:    %z = arith.constant 0 : i8
// CHECK-NEXT:    %min = arith.constant -128 : i8
// CHECK-NEXT:    %m1 = arith.constant -1 : i8
// CHECK-NEXT:    %c8 = arith.constant 8 : i8
// CHECK-NEXT:    %c3 = arith.constant 3 : i8
// CHECK-NEXT:    %0 = arith.divui %c3, %z : i8
// CHECK-NEXT:    %1 = arith.remsi %c3, %z : i8
// CHECK-NEXT:    %2 = arith.divsi %min, %m1 : i8
// CHECK-NEXT:    %3 = arith.floordivsi %min, %m1 : i8
// CHECK-NEXT:    %4 = arith.shli %c3, %c8 : i8
// CHECK-NEXT:    %5 = arith.ceildivsi %min, %c3 : i8
// CHECK-NEXT:    return %0, %1, %2, %3, %z, %4, %5 : i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT:  }
func.func @arith_ub() -> (i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c8 = arith.constant 8 : i8
  %c3 = arith.constant 3 : i8
  %0 = arith.divui %c3, %z : i8
  %1 = arith.remsi %c3, %z : i8
  %2 = arith.divsi %min, %m1 : i8
  %3 = arith.floordivsi %min, %m1 : i8
  %4 = arith.remsi %min, %m1 : i8
  %5 = arith.shli %c3, %c8 : i8
  %6 = arith.ceildivsi %min, %c3 : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}

// divs(MIN32, -1) overflows on a 32-bit target: it stays, while
// ceildivs(MIN32, -1) folds to 2^31 (on 32 bits it wraps to MIN32, the
// truncation of 2^31), as upstream's index folder does.
// CHECK-NEXT:  func.func @index_ub() -> (index, index, index, index) {
// CHECK-NEXT:    %z = index.constant 0
// CHECK-NEXT:    %min = index.constant -9223372036854775808
// CHECK-NEXT:    %m1 = index.constant -1
// CHECK-NEXT:    %min32 = index.constant -2147483648
// CHECK-NEXT:    %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:    %0 = index.divs %min, %m1
// CHECK-NEXT:    %1 = index.divs %min32, %m1
// CHECK-NEXT:    %2 = index.remu %m1, %z
// CHECK-NEXT:    return %0, %1, %idx2147483648, %2 : index, index, index, index
// CHECK-NEXT:  }
func.func @index_ub() -> (index, index, index, index) {
  %z = index.constant 0
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %min32 = index.constant -2147483648
  %0 = index.divs %min, %m1
  %1 = index.divs %min32, %m1
  %2 = index.ceildivs %min32, %m1
  %3 = index.remu %m1, %z
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-NEXT:  hw.module @comb_ub(out o0 : i8, out o1 : i8, out o2 : i8, out o3 : i8, out o4 : i8) {
// CHECK-NEXT:    %z = hw.constant 0 : i8
// CHECK-NEXT:    %min = hw.constant -128 : i8
// CHECK-NEXT:    %m1 = hw.constant -1 : i8
// CHECK-NEXT:    %0 = comb.mods %min, %z : i8
// CHECK-NEXT:    %1 = comb.divs %min, %m1 : i8
// CHECK-NEXT:    hw.output %0, %1, %z, %m1, %z : i8, i8, i8, i8, i8
// CHECK-NEXT:  }
hw.module @comb_ub(out o0 : i8, out o1 : i8, out o2 : i8, out o3 : i8, out o4 : i8) {
  %z = hw.constant 0 : i8
  %min = hw.constant -128 : i8
  %m1 = hw.constant -1 : i8
  %c9 = hw.constant 9 : i8
  %0 = comb.mods %min, %z : i8
  %1 = comb.divs %min, %m1 : i8
  %2 = comb.shl %m1, %c9 : i8
  %3 = comb.shrs %min, %c9 : i8
  %4 = comb.shru %min, %c9 : i8
  hw.output %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}
// CHECK-NEXT: }
