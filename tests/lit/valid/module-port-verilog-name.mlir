// A bodied hw.module's port with a hw.verilogName attribute (as CIRCT's
// name legalization leaves them, e.g. `in %reg {hw.verilogName =
// "reg_0"}`) is declared under that name in every SystemVerilog output,
// as ExportVerilog writes it, and an instance of the module connects it
// by that name; an instance's hw.verilogName names the instance.  The
// MLIR outputs keep the ports' attributes; a port without one keeps its
// (legalized) IR name.
// RUN: combc %s -O0 -o %t.sv
// RUN: FileCheck %s --check-prefix=SV < %t.sv
// SV: module child (
// SV-NEXT: input logic [3:0] in_name,
// SV-NEXT: input logic [3:0] b,
// SV-NEXT: output logic [3:0] kept_name
// SV: module top (
// SV-NEXT: input logic [3:0] x_port,
// SV-NEXT: input logic [3:0] reg_0,
// SV-NEXT: output logic [3:0] z
// SV: child c_0 (
// SV-NEXT: .in_name(
// SV-NEXT: .b(
// SV-NEXT: .kept_name(
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: iverilog -g2012 -o %t.vvp %t.sv
// RUN: combc %s --emit=lut-sv --top=top | FileCheck %s --check-prefix=LUT
// LUT: module top (
// LUT-NEXT: input logic [3:0] x_port,
// LUT-NEXT: input logic [3:0] reg_0,
// LUT-NEXT: output logic [3:0] z
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// MLIR: hw.module @child(in %a : i4 {hw.verilogName = "in_name"}, in %b : i4, out y : i4 {hw.verilogName = "kept_name"})
// MLIR: hw.module @top(in %x : i4 {hw.verilogName = "x_port"}, in %reg : i4 {hw.verilogName = "reg_0"}, out z : i4)
// RUN: combc %s --emit=mlir -O0 | combc - -O0 | FileCheck %s --check-prefix=SV
// RUN: combc lec %s %t.sv --top=top | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc sim %s --top=top 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: verilator: 256 vectors (exhaustive), 0 mismatches
// SIM: iverilog: 256 vectors (exhaustive), 0 mismatches
hw.module @child(in %a : i4 {hw.verilogName = "in_name"}, in %b : i4, out y : i4 {hw.verilogName = "kept_name"}) {
  %s = comb.add %a, %b : i4
  hw.output %s : i4
}
hw.module @top(in %x : i4 {hw.verilogName = "x_port"}, in %reg : i4 {hw.verilogName = "reg_0"}, out z : i4) {
  %r = hw.instance "c" sym @c @child(a: %x : i4, b: %reg : i4) -> (y: i4) {hw.verilogName = "c_0"}
  hw.output %r : i4
}
