// A 1-bit shift by a 1-bit amount is not guarded with `a >= 1'b1` (a
// compare with the amount's largest value: Verilator -Wall reported
// %Warning-CMPCONST when the amount was floordivsi(s, s) : i1, difftest
// seed 6050); shl/shru are `a ? 1'b0 : x`.
// RUN: combc %s -O0 > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// sim: --top=g

// CHECK-LABEL: module g (
// CHECK-NOT:  >=
// CHECK:      assign y = divs_{{[0-9]+}} ? 1'b0 : x;
// CHECK-NEXT: assign z = s ? 1'b0 : x;
hw.module @g(in %s : i1, in %x : i1, out y : i1, out z : i1) {
  %0 = comb.divs %s, %s : i1
  %1 = comb.shl %x, %0 : i1
  %2 = comb.shru %x, %s : i1
  hw.output %1, %2 : i1, i1
}
