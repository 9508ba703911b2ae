// --emit=ice40: adders, subtractors, multipliers and ordered compares stay
// SystemVerilog operators (Yosys's synth_ice40 puts adders and compares on
// the SB_CARRY chain), the rest is combc's LUT-4 mapping as SB_LUT4 cells.
// The design's module instantiates <name>_logic, whose inputs are the
// design's inputs then one per operator result, and whose outputs are the
// design's outputs then both operands of each operator.
// RUN: combc %s --emit=ice40 | FileCheck %s
// CHECK: module m_logic (
// CHECK: SB_LUT4
// CHECK: endmodule
// CHECK: module m (
// CHECK: m_logic u_logic (
// CHECK-DAG: assign [[S:arith[0-9]+]] = [[S]]_a + [[S]]_b;
// CHECK-DAG: assign [[D:arith[0-9]+]] = [[D]]_a - [[D]]_b;
// CHECK-DAG: assign [[L:arith[0-9]+]] = $signed([[L]]_a) < $signed([[L]]_b);
// CHECK-DAG: assign [[U:arith[0-9]+]] = [[U]]_a >= [[U]]_b;
// CHECK-DAG: assign [[M:arith[0-9]+]] = [[M]]_a * [[M]]_b;
// CHECK: endmodule
//
// Same function as the input (co-simulation, exhaustive over 2^17 inputs,
// and a proof), and what the carry chain computes is what the evaluator
// says: s = 200 + 100 = 300 mod 256 = 44; d = 200 - 100 = 100;
// lt: -56 < 100 signed; ge: 200 >= 100 unsigned; the xor/and logic part:
// (200 ^ 100) & 0xf0 = 0xac & 0xf0 = 0xa0 = 160, masked by c = 1;
// p = 200 * 100 = 20000 = 0x4e20, low byte 0x20 = 32.
// RUN: combc sim %s --emit=ice40 --simulator=all --vectors=0 | FileCheck %s --check-prefix=SIM
// SIM: sim: verilator: 131072 vectors (exhaustive), 0 mismatches
// SIM: sim: iverilog: 131072 vectors (exhaustive), 0 mismatches
// RUN: combc %s --emit=ice40 --verify -o %t.sv 2>&1 | FileCheck %s --check-prefix=V
// V: verify: m: --emit=ice40: equivalent
// RUN: combc eval %s -- 200 100 1 | FileCheck %s %exact --check-prefix=E
// E: 44
// E-NEXT: 100
// E-NEXT: 1
// E-NEXT: 1
// E-NEXT: 160
// E-NEXT: 32
// And Yosys maps the adder, subtractor and compares to carry chains.
// RUN: yosys -q -p "read_verilog -sv %t.sv; synth_ice40 -top m; tee -q -o %t.stat stat"
// RUN: grep -q 'SB_CARRY' %t.stat

hw.module @m(in %a : i8, in %b : i8, in %c : i1, out s : i8, out d : i8,
             out lt : i1, out ge : i1, out x : i8, out p : i8) {
  %s = comb.add %a, %b : i8
  %d = comb.sub %a, %b : i8
  %lt = comb.icmp slt %a, %b : i8
  %ge = comb.icmp uge %a, %b : i8
  %x0 = comb.xor %a, %b : i8
  %m = hw.constant 0xf0 : i8
  %x1 = comb.and %x0, %m : i8
  %z = hw.constant 0 : i8
  %x = comb.mux %c, %x1, %z : i8
  %p = comb.mul %a, %b : i8
  hw.output %s, %d, %lt, %ge, %x, %p : i8, i8, i1, i1, i8, i8
}
