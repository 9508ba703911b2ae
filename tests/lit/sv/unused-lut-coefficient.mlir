// comb.lut writes only the index terms with a nonzero coefficient, so an
// operand whose coefficient is 0 is not read: an input read by nothing
// else is declared in a lint_off UNUSEDSIGNAL scope, and a value computed
// only for it is not emitted (difftest seed 20267624: `std.trunci` of an
// input feeding a 0 coefficient drew %Warning-UNUSEDSIGNAL).
// Index = 1 * a + 0 * b, so y = table[a]: a = 2 gives 30 whatever b is.
// RUN: combc %s > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc eval %s -- 2 3 | FileCheck %s --check-prefix=V
// V: 30
// RUN: combc sim %s --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches

// CHECK-LABEL: module lut0 (
// CHECK:        input  logic [7:0] a,
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic [9:0] b,
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK-NOT:    b[7:0]
// CHECK:        endmodule
hw.module @lut0(in %a : i8, in %b : i10, out y : i8) {
  %t = comb.extract %b from 0 : (i10) -> i8
  %0 = "comb.lut"(%a, %t) {coefficients = array<i8: 1, 0>, lookupTable = array<i8: 10, 20, 30, 40>} : (i8, i8) -> i8
  hw.output %0 : i8
}
