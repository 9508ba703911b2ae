// CIRCT lets a module declare its ports in any direction order (Chisel
// bundles give `in %valid, out ready, in %bits`), and ExportVerilog keeps
// that order in the Verilog header.  combc keeps it in every Verilog and
// MLIR output, in the named connections of an instance, and in the
// positional connections of its own testbenches (sim, --emit=lut-sv,
// the iCE40 wrapper); the value order of eval (inputs) and of the
// instance's operands and results is unchanged.  An i0 port in between
// vanishes without moving the others.
// RUN: combc %s -O0 -o %t.sv
// RUN: FileCheck %s --check-prefix=SV < %t.sv
// SV: module leaf (
// SV-NEXT: input logic [7:0] a,
// SV-NEXT: output logic [7:0] y,
// SV-NEXT: input logic [7:0] b,
// SV-NEXT: output logic z
// SV-NEXT: );
// SV: module top (
// SV-NEXT: output logic [7:0] r,
// SV-NEXT: input logic [7:0] p,
// SV-NEXT: input logic [7:0] q,
// SV-NEXT: output logic s
// SV-NEXT: );
// SV: leaf u (
// SV-NEXT: .a(p),
// SV-NEXT: .y(r),
// SV-NEXT: .b(q),
// SV-NEXT: .z(s)
// SV: module uses_ext (
// SV: Ext e (
// SV-NEXT: .c(p),
// SV-NEXT: .w(r),
// SV-NEXT: .d(p)
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME --top-module top %t.sv
// RUN: iverilog -g2012 -s top -o %t.vvp %t.sv
// RUN: combc %s --emit=lut-sv --top=top | FileCheck %s --check-prefix=LUT
// LUT: module top (
// LUT-NEXT: output logic [7:0] r,
// LUT-NEXT: input logic [7:0] p,
// LUT-NEXT: input logic [7:0] q,
// LUT-NEXT: output logic s
// RUN: combc %s --emit=ice40 --top=leaf | FileCheck %s --check-prefix=ICE
// ICE: module leaf (
// ICE-NEXT: input logic [7:0] a,
// ICE-NEXT: output logic [7:0] y,
// ICE-NEXT: input logic [7:0] b,
// ICE-NEXT: output logic z
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR
// MLIR: hw.module @leaf(in %a : i8, out y : i8, in %b : i8, out z : i1)
// MLIR: hw.module @top(out r : i8, in %p : i8, in %q : i8, out s : i1)
// MLIR: hw.instance "u" @leaf(a: %p: i8, b: %q: i8) -> (y: i8, z: i1)
// MLIR: hw.module.extern @Ext(in %c : i8, out w : i8, in %d : i8)
// RUN: combc %s --emit=mlir -O0 | combc - -O0 | FileCheck %s --check-prefix=SV
// RUN: combc eval %s --top=top -- 200 100 | FileCheck %s %exact --check-prefix=E
// E: 44
// E-NEXT: 0
// RUN: combc lec %s %t.sv --top=top | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc sim %s --top=top --simulator=all 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=top --simulator=all --emit=lut-sv 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=leaf --simulator=all --emit=ice40 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: verilator: 65536 vectors (exhaustive), 0 mismatches
// SIM: iverilog: 65536 vectors (exhaustive), 0 mismatches
// A wrong design is still caught through the reordered connections:
// RUN: env COMBC_SIM_INJECT_FAULT=1 not combc sim %s --top=top --simulator=iverilog 2>&1 | FileCheck %s --check-prefix=FAULT
// FAULT: 32768 mismatches

hw.module @leaf(in %a : i8, out y : i8, in %nothing : i0, in %b : i8, out z : i1) {
  %0 = comb.add %a, %b : i8
  %1 = comb.icmp eq %a, %b : i8
  hw.output %0, %1 : i8, i1
}

hw.module @top(out r : i8, in %p : i8, in %q : i8, out s : i1) {
  %n = hw.constant 0 : i0
  %y, %z = hw.instance "u" @leaf(a: %p: i8, nothing: %n: i0, b: %q: i8) -> (y: i8, z: i1)
  hw.output %y, %z : i8, i1
}

// An external module's ports keep their order too (instance connections).
hw.module.extern @Ext(in %c : i8, out w : i8, in %d : i8)

hw.module @uses_ext(in %p : i8, out r : i8) {
  %w = hw.instance "e" @Ext(c: %p: i8, d: %p: i8) -> (w: i8)
  hw.output %w : i8
}
