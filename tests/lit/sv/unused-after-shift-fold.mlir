// A shl/shru by a constant >= its width is the literal 0 and does not read
// its value, so an input read by nothing else is declared in a lint_off
// UNUSEDSIGNAL scope (difftest: `comb.shru %x, %c1 : i1` at -O0 drew
// %Warning-UNUSEDSIGNAL).  A 1-bit shrs is its value: the amount is unread.
// RUN: combc %s -O0 > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// sim: --top=shfold
// sim: --top=shrs1

// CHECK-LABEL: module shfold (
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic x,
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK:        assign y = 1'b0;
hw.module @shfold(in %x : i1, out y : i1) {
  %c1 = hw.constant 1 : i1
  %0 = comb.shru %x, %c1 : i1
  hw.output %0 : i1
}

// CHECK-LABEL: module shrs1 (
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic a,
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK:        assign y = x;
hw.module @shrs1(in %a : i1, in %x : i1, out y : i1) {
  %0 = comb.shrs %x, %a : i1
  hw.output %0 : i1
}
