// fold.c compare canonicalization: the constant goes right (predicate
// swapped), results known at the type's bounds fold, <= and >= against a
// constant become < and >, < 1 becomes == 0, x cmp x folds, ==/!= look
// through NOT, ADD of a constant and zero extension, a 1-bit compare is
// the bit or its inverse.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s %exact --check-prefix=MLIR
// RUN: for x in 5 0xf9 7 0xfa 0; do combc %s --emit=mlir -O2 | combc eval - --top=cmp -- $x 1 | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=EV
// RUN: for x in 5 0xf9 7 0xfa 0; do combc eval %s --top=cmp -- $x 1 | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=EV
//
// MLIR:      module {
// MLIR-NEXT:   hw.module @cmp(in %x : i8, in %b : i1, out swap : i1, out ult0 : i1, out uge0 : i1, out ulemax : i1, out ugtmax : i1, out sltmin : i1, out sgemin : i1, out slemax : i1, out sgtmax : i1, out ule5 : i1, out sgem3 : i1, out ult1 : i1, out xx : i1, out eqnot : i1, out eqadd : i1, out eqzext : i1, out ne1 : i1) {
// MLIR-NEXT:     %c0 = hw.constant 0 : i8
// MLIR-NEXT:     %c5 = hw.constant 5 : i8
// MLIR-NEXT:     %t = hw.constant true
// MLIR-NEXT:     %false = hw.constant false
// MLIR-NEXT:     %c6_i8 = hw.constant 6 : i8
// MLIR-NEXT:     %c-4_i8 = hw.constant -4 : i8
// MLIR-NEXT:     %c-6_i8 = hw.constant -6 : i8
// MLIR-NEXT:     %c7_i8 = hw.constant 7 : i8
// MLIR-NEXT:     %swap = comb.icmp ugt %x, %c5 : i8
// MLIR-NEXT:     %ule5 = comb.icmp ult %x, %c6_i8 : i8
// MLIR-NEXT:     %sgem3 = comb.icmp sgt %x, %c-4_i8 : i8
// MLIR-NEXT:     %ult1 = comb.icmp eq %x, %c0 : i8
// MLIR-NEXT:     %eqnot = comb.icmp eq %x, %c-6_i8 : i8
// MLIR-NEXT:     %eqadd = comb.icmp eq %x, %c7_i8 : i8
// MLIR-NEXT:     %ne1 = comb.xor %b, %t : i1
// MLIR-NEXT:     hw.output %swap, %false, %t, %t, %false, %false, %t, %t, %false, %ule5, %sgem3, %ult1, %t, %eqnot, %eqadd, %false, %ne1 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// MLIR-NEXT:   }
// MLIR-NEXT: }
//
// One line per x (b = 1), the outputs in order:
// x = 5
// EV: 0 0 1 1 0 0 1 1 0 1 1 0 1 0 0 0 0
// x = 0xf9 (-7)
// EV-NEXT: 1 0 1 1 0 0 1 1 0 0 0 0 1 0 0 0 0
// x = 7 (7 + 3 == 10)
// EV-NEXT: 1 0 1 1 0 0 1 1 0 0 1 0 1 0 1 0 0
// x = 0xfa (~0xfa == 5; -6 > -4 is false)
// EV-NEXT: 1 0 1 1 0 0 1 1 0 0 0 0 1 1 0 0 0
// x = 0
// EV-NEXT: 0 0 1 1 0 0 1 1 0 1 1 1 1 0 0 0 0
hw.module @cmp(in %x : i8, in %b : i1, out swap : i1, out ult0 : i1,
    out uge0 : i1, out ulemax : i1, out ugtmax : i1, out sltmin : i1,
    out sgemin : i1, out slemax : i1, out sgtmax : i1, out ule5 : i1,
    out sgem3 : i1, out ult1 : i1, out xx : i1, out eqnot : i1,
    out eqadd : i1, out eqzext : i1, out ne1 : i1) {
  %c0 = hw.constant 0 : i8
  %c1 = hw.constant 1 : i8
  %c3 = hw.constant 3 : i8
  %c5 = hw.constant 5 : i8
  %c10 = hw.constant 10 : i8
  %cm1 = hw.constant -1 : i8
  %cm3 = hw.constant -3 : i8
  %min = hw.constant -128 : i8
  %max = hw.constant 127 : i8
  %t = hw.constant true
  %swap = comb.icmp ult %c5, %x : i8
  %ult0 = comb.icmp ult %x, %c0 : i8
  %uge0 = comb.icmp uge %x, %c0 : i8
  %ulemax = comb.icmp ule %x, %cm1 : i8
  %ugtmax = comb.icmp ugt %x, %cm1 : i8
  %sltmin = comb.icmp slt %x, %min : i8
  %sgemin = comb.icmp sge %x, %min : i8
  %slemax = comb.icmp sle %x, %max : i8
  %sgtmax = comb.icmp sgt %x, %max : i8
  %ule5 = comb.icmp ule %x, %c5 : i8
  %sgem3 = comb.icmp sge %x, %cm3 : i8
  %ult1 = comb.icmp ult %x, %c1 : i8
  %xx = comb.icmp sle %x, %x : i8
  %nx = comb.xor %x, %cm1 : i8
  %eqnot = comb.icmp eq %nx, %c5 : i8
  %x3 = comb.add %x, %c3 : i8
  %eqadd = comb.icmp eq %x3, %c10 : i8
  %z = hw.constant 0 : i8
  %zx = comb.concat %z, %x : i8, i8
  %c300 = hw.constant 300 : i16
  %eqzext = comb.icmp eq %zx, %c300 : i16
  %ne1 = comb.icmp ne %b, %t : i1
  hw.output %swap, %ult0, %uge0, %ulemax, %ugtmax, %sltmin, %sgemin, %slemax,
    %sgtmax, %ule5, %sgem3, %ult1, %xx, %eqnot, %eqadd, %eqzext, %ne1
    : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
