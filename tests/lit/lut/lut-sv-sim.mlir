// The LUT netlist as SystemVerilog keeps the word-level ports and
// co-simulates clean against the evaluator in both simulators.
// RUN: combc %s --emit=lut-sv --lut-size=4 | FileCheck %s
// CHECK: module f (
// CHECK: input  logic [7:0] a,
// CHECK: output logic [7:0] y
// RUN: combc sim %s --emit=lut-sv --lut-size=4 --simulator=all | FileCheck %s --check-prefix=SIM
// SIM: verilator: 65536 vectors (exhaustive), 0 mismatches
// SIM: iverilog: 65536 vectors (exhaustive), 0 mismatches
hw.module @f(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.mul %a, %b : i8
  %1 = comb.xor %0, %a : i8
  hw.output %1 : i8
}
