// The optional `bin` (two-state) keyword: accepted on every comb op that has it
// and changes nothing in two-state evaluation.  Outputs in order:
// add sub mul and or xor xnor nand nor inv parity icmp-ult mux shl shru shrs
// divu divs modu mods, for a = 12, b = 5.

// RUN: combc eval %s -- 12 5 | FileCheck %s %exact --check-prefix=A
// A: 17
// A-NEXT: 7
// A-NEXT: 60
// A-NEXT: 4
// A-NEXT: 13
// A-NEXT: 9
// A-NEXT: 246
// A-NEXT: 251
// A-NEXT: 242
// A-NEXT: 243
// A-NEXT: 0
// A-NEXT: 0
// A-NEXT: 12
// A-NEXT: 128
// A-NEXT: 0
// A-NEXT: 0
// A-NEXT: 2
// A-NEXT: 2
// A-NEXT: 2
// A-NEXT: 2

hw.module @bin(in %a : i8, in %b : i8, out o0 : i8, out o1 : i8, out o2 : i8,
               out o3 : i8, out o4 : i8, out o5 : i8, out o6 : i8, out o7 : i8,
               out o8 : i8, out o9 : i8, out o10 : i1, out o11 : i1,
               out o12 : i8, out o13 : i8, out o14 : i8, out o15 : i8,
               out o16 : i8, out o17 : i8, out o18 : i8, out o19 : i8) {
  %true = hw.constant true
  %0 = comb.add bin %a, %b : i8
  %1 = comb.sub bin %a, %b : i8
  %2 = comb.mul bin %a, %b : i8
  %3 = comb.and bin %a, %b : i8
  %4 = comb.or bin %a, %b : i8
  %5 = comb.xor bin %a, %b : i8
  %6 = comb.xnor bin %a, %b : i8
  %7 = comb.nand bin %a, %b : i8
  %8 = comb.nor bin %a, %b : i8
  %9 = comb.inv bin %a : i8
  %10 = comb.parity bin %a : i8
  %11 = comb.icmp bin ult %a, %b : i8
  %12 = comb.mux bin %true, %a, %b : i8
  %13 = comb.shl bin %a, %b : i8
  %14 = comb.shru bin %a, %b : i8
  %15 = comb.shrs bin %a, %b : i8
  %16 = comb.divu bin %a, %b : i8
  %17 = comb.divs bin %a, %b : i8
  %18 = comb.modu bin %a, %b : i8
  %19 = comb.mods bin %a, %b : i8
  hw.output %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i8, i8, i8, i8, i8, i8, i8, i8
}
