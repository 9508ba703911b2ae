// CIRCT's sv.namehint names the wire ExportVerilog gives a value; combc
// names its wire so too (over the SSA name, which CIRCT's printer derives
// from the hint anyway), made legal like any name ("my sum" -> my_sum).
// The MLIR writers name the value after the hint, so the names survive
// a round trip.
// sim: --top=m
// sim: --top=wires
// RUN: combc %s -O0 -o %t.sv
// RUN: FileCheck %s --check-prefix=SV < %t.sv
// SV: logic [7:0] sum;
// SV: logic [7:0] my_sum;
// SV: assign sum = a + b;
// SV: assign my_sum = a - b;
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// MLIR: %sum = comb.add %a, %b : i8
// RUN: combc %s --emit=mlir -O0 | combc - -O0 | FileCheck %s --check-prefix=RT
// RT: logic [7:0] sum;
// RT: assign sum = a + b;
// RUN: combc sim %s --top=m --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
// An hw.wire names the value it carries: its hw.verilogName, else its
// name (custom `name "..."` or generic `name = "..."`), else a namehint.
// RUN: FileCheck %s --check-prefix=WIRE < %t.sv
// WIRE: module wires (
// WIRE: logic [7:0] total;
// WIRE: logic [7:0] the_sum;
// WIRE: logic [7:0] gsum;
// WIRE: assign total = a + b;
// WIRE: assign the_sum = a - b;
// WIRE: assign gsum = a ^ b;

hw.module @m(in %a : i8, in %b : i8, in %c : i8, out y : i8, out z : i8) {
  %0 = "comb.add"(%a, %b) {sv.namehint = "sum"} : (i8, i8) -> i8
  %d = comb.sub %a, %b {sv.namehint = "my sum"} : i8
  %1 = comb.mul %0, %d : i8
  %2 = comb.xor %0, %1 : i8
  %3 = comb.and %2, %0, %d : i8
  %4 = comb.or %d, %c : i8
  hw.output %3, %4 : i8, i8
}

hw.module @wires(in %a : i8, in %b : i8, out y : i8) {
  %0 = comb.add %a, %b : i8
  %w0 = hw.wire %0 name "total" : i8
  %1 = comb.sub %a, %b : i8
  %w1 = hw.wire %1 sym @s name "ignored" {hw.verilogName = "the_sum"} : i8
  %2 = comb.xor %a, %b : i8
  %w2 = "hw.wire"(%2) <{name = "gsum"}> : (i8) -> i8
  %3 = comb.mul %w0, %w0, %w1, %w1, %w2 : i8
  %4 = comb.add %3, %w2 : i8
  hw.output %4 : i8
}
