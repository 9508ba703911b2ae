// emit_mlir.c: --emit=mlir at -O2 prints the optimized netlist as
// hw.module / comb / hw.constant / hw.instance, callees first, ports named
// as in the IR (func results: `result`, out0, out1, ...).  Instances keep
// the hierarchy (%u0:2 results, used as %u0#1); ops comb has no spelling
// for print as CIRCT's canonical forms (NOT: xor with -1; sext/zext:
// concat of replicated sign / zeros) or as arith ops on iN (ceildivui,
// ceildivsi, floordivsi).  The output reads back and evaluates like the
// input.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s %exact --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | combc --emit=mlir -O2 - | FileCheck %s %exact --check-prefix=MLIR
// RUN: for v in "3 3" "2 1" "0 3"; do combc %s --emit=mlir -O2 | combc eval - --top=add2 -- $v; done | FileCheck %s %exact --check-prefix=ADD
// RUN: for v in "3 3" "2 1" "0 3"; do combc eval %s --top=add2 -- $v; done | FileCheck %s %exact --check-prefix=ADD
// RUN: for v in "7 2 0xa" "-7 2 3" "5 0 8"; do combc %s --emit=mlir -O2 | combc eval - --top=ops -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=OPS
// RUN: for v in "7 2 0xa" "-7 2 3" "5 0 8"; do combc eval %s --top=ops -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=OPS
//
// MLIR:      module {
// MLIR-NEXT:   hw.module @fa(in %a : i1, in %b : i1, in %ci : i1, out s : i1, out co : i1) {
// MLIR-NEXT:     %t = comb.xor %a, %b : i1
// MLIR-NEXT:     %s = comb.xor %ci, %t : i1
// MLIR-NEXT:     %g = comb.and %a, %b : i1
// MLIR-NEXT:     %p = comb.and %ci, %t : i1
// MLIR-NEXT:     %co = comb.or %g, %p : i1
// MLIR-NEXT:     hw.output %s, %co : i1, i1
// MLIR-NEXT:   }
// MLIR-NEXT:   hw.module @add2(in %x : i2, in %y : i2, out sum : i3) {
// MLIR-NEXT:     %f = hw.constant false
// MLIR-NEXT:     %x0 = comb.extract %x from 0 : (i2) -> i1
// MLIR-NEXT:     %x1 = comb.extract %x from 1 : (i2) -> i1
// MLIR-NEXT:     %y0 = comb.extract %y from 0 : (i2) -> i1
// MLIR-NEXT:     %y1 = comb.extract %y from 1 : (i2) -> i1
// MLIR-NEXT:     %u0:2 = hw.instance "u0" @fa(a: %x0: i1, b: %y0: i1, ci: %f: i1) -> (s: i1, co: i1)
// MLIR-NEXT:     %u1:2 = hw.instance "u1" @fa(a: %x1: i1, b: %y1: i1, ci: %u0#1: i1) -> (s: i1, co: i1)
// MLIR-NEXT:     %sum = comb.concat %u1#1, %u1#0, %u0#0 : i1, i1, i1
// MLIR-NEXT:     hw.output %sum : i3
// MLIR-NEXT:   }
// MLIR-NEXT:   hw.module @ops(in %a : i8, in %b : i8, in %c : i4, out out0 : i8, out out1 : i8, out out2 : i8, out out3 : i8, out out4 : i8, out out5 : i8) {
// MLIR-NEXT:     %0 = arith.ceildivui %a, %b : i8
// MLIR-NEXT:     %1 = arith.ceildivsi %a, %b : i8
// MLIR-NEXT:     %2 = arith.floordivsi %a, %b : i8
// MLIR-NEXT:     %c-1_i8 = hw.constant -1 : i8
// MLIR-NEXT:     %3 = comb.xor %a, %c-1_i8 : i8
// MLIR-NEXT:     %4 = comb.extract %c from 3 : (i4) -> i1
// MLIR-NEXT:     %5 = comb.replicate %4 : (i1) -> i4
// MLIR-NEXT:     %6 = comb.concat %5, %c : i4, i4
// MLIR-NEXT:     %c0_i4 = hw.constant 0 : i4
// MLIR-NEXT:     %7 = comb.concat %c0_i4, %c : i4, i4
// MLIR-NEXT:     hw.output %0, %1, %2, %3, %6, %7 : i8, i8, i8, i8, i8, i8
// MLIR-NEXT:   }
// MLIR-NEXT: }
//
// ADD: 6
// ADD-NEXT: 3
// ADD-NEXT: 3
// ceil(7/2), ceil(7/2), floor(7/2), ~7, sext(-6), zext(0xa)
// OPS: 4 4 3 248 250 10
// ceil(249/2) = 125, ceil(-3.5) = -3, floor(-3.5) = -4, ~249, 3, 3
// OPS-NEXT: 125 253 252 6 3 3
// x / 0 is all ones for every flavour; ~5; sext(8 : i4) = -8; zext 8
// OPS-NEXT: 255 255 255 250 248 8
hw.module @fa(in %a : i1, in %b : i1, in %ci : i1, out s : i1, out co : i1) {
  %t = comb.xor %a, %b : i1
  %s = comb.xor %t, %ci : i1
  %g = comb.and %a, %b : i1
  %p = comb.and %t, %ci : i1
  %co = comb.or %g, %p : i1
  hw.output %s, %co : i1, i1
}

hw.module @add2(in %x : i2, in %y : i2, out sum : i3) {
  %f = hw.constant false
  %x0 = comb.extract %x from 0 : (i2) -> i1
  %x1 = comb.extract %x from 1 : (i2) -> i1
  %y0 = comb.extract %y from 0 : (i2) -> i1
  %y1 = comb.extract %y from 1 : (i2) -> i1
  %s0, %c0 = hw.instance "u0" @fa(a: %x0: i1, b: %y0: i1, ci: %f: i1) -> (s: i1, co: i1)
  %s1, %c1 = hw.instance "u1" @fa(a: %x1: i1, b: %y1: i1, ci: %c0: i1) -> (s: i1, co: i1)
  %sum = comb.concat %c1, %s1, %s0 : i1, i1, i1
  hw.output %sum : i3
}

func.func @ops(%a: i8, %b: i8, %c: i4) -> (i8, i8, i8, i8, i8, i8) {
  %0 = arith.ceildivui %a, %b : i8
  %1 = arith.ceildivsi %a, %b : i8
  %2 = arith.floordivsi %a, %b : i8
  %m1 = arith.constant -1 : i8
  %3 = arith.xori %a, %m1 : i8
  %4 = arith.extsi %c : i4 to i8
  %5 = arith.extui %c : i4 to i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}
