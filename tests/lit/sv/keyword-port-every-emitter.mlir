// Ports named after SystemVerilog keywords (accept_on, logic, always, int,
// reject_on), a C++ word Verilator reserves (delete), a module named
// `module` and a port that looks like a LUT wire (n0): every emitter
// writes a file its reader accepts.  --emit=lut-sv used to keep
// `accept_on` and `delete` as port names, which Verilator rejects; the
// SV writers now share one keyword list (src/emit/svname.c) and name the
// ports alike.
// sim:
// sim: --emit=lut-sv

// RUN: combc %s --emit=sv -o %t.sv
// RUN: FileCheck %s --check-prefix=SV < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// SV:      module module_ (
// SV-NEXT:   input  logic       accept_on_,
// SV-NEXT:   input  logic [3:0] delete_,
// SV-NEXT:   input  logic [3:0] logic_,
// SV-NEXT:   input  logic [3:0] always_,
// SV-NEXT:   input  logic       n0,
// SV-NEXT:   output logic [3:0] int_,
// SV-NEXT:   output logic       reject_on_
// SV-NEXT: );

// The LUT netlist keeps --emit=sv's port names (n0 excepted: it would
// clash with the first LUT's wire).
// RUN: combc %s --emit=lut-sv --lut-size=4 -o %t.lut.sv
// RUN: FileCheck %s --check-prefix=LUTSV < %t.lut.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.lut.sv
// LUTSV:      module module_ (
// LUTSV-NEXT:   input  logic accept_on_,
// LUTSV-NEXT:   input  logic [3:0] delete_,
// LUTSV-NEXT:   input  logic [3:0] logic_,
// LUTSV-NEXT:   input  logic [3:0] always_,
// LUTSV-NEXT:   input  logic n0_,
// LUTSV-NEXT:   output logic [3:0] int_,
// LUTSV-NEXT:   output logic reject_on_
// LUTSV-NEXT: );

// (3 ^ 5) + 2 = 8 and 1 & 1 = 1, through every format read back.
// RUN: combc eval %s -- 1 3 5 2 1 | FileCheck %s %exact --check-prefix=EVAL
// RUN: combc %s --emit=lut-mlir --lut-size=3 -o %t.lut.mlir
// RUN: combc eval %t.lut.mlir -- 1 3 5 2 1 | FileCheck %s %exact --check-prefix=EVAL
// RUN: combc %s --emit=lut-mlir --lut-size=3 --lut-pad -o %t.pad.mlir
// RUN: combc eval %t.pad.mlir -- 1 3 5 2 1 | FileCheck %s %exact --check-prefix=EVAL
// RUN: combc %s --emit=mlir -o %t.m.mlir
// RUN: combc eval %t.m.mlir -- 1 3 5 2 1 | FileCheck %s %exact --check-prefix=EVAL
// EVAL:      8
// EVAL-NEXT: 1

// BLIF keeps the IR's names; read back, the netlist flow groups the bits
// into the word ports again, legal in SystemVerilog, and computes the
// same.
// RUN: combc %s --emit=blif -o %t.blif
// RUN: FileCheck %s --check-prefix=BLIF < %t.blif
// BLIF: .inputs accept_on delete[0] {{.*}} n0
// BLIF: .outputs int[0] {{.*}} reject_on
// RUN: combc %t.blif --emit=lut-sv -o %t.bits.sv
// RUN: FileCheck %s --check-prefix=BITSV < %t.bits.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.bits.sv
// BITSV:      module module_ (
// BITSV-NEXT:   input  logic accept_on_,
// BITSV-NEXT:   input  logic [3:0] delete_,
// BITSV-NEXT:   input  logic [3:0] logic_,
// BITSV-NEXT:   input  logic [3:0] always_,
// BITSV-NEXT:   input  logic n0_,
// BITSV-NEXT:   output logic [3:0] int_,
// BITSV-NEXT:   output logic reject_on_
// BITSV-NEXT: );
// RUN: combc %t.blif --emit=lut-mlir -o %t.bits.mlir
// RUN: combc eval %t.bits.mlir -- 1 3 5 2 1 | FileCheck %s %exact --check-prefix=EVAL

// RUN: combc %s --emit=dot | FileCheck %s --check-prefix=DOT
// DOT: label="module";
// DOT: [label="accept_on : i1", shape=invhouse];
// DOT: [label="delete : i4", shape=invhouse];
// DOT: [label="reject_on : i1", shape=house];

hw.module @module(in %accept_on : i1, in %delete : i4, in %logic : i4, in %always : i4, in %n0 : i1, out int : i4, out reject_on : i1) {
  %0 = comb.xor %delete, %logic : i4
  %1 = comb.add %0, %always : i4
  %2 = comb.and %accept_on, %n0 : i1
  hw.output %1, %2 : i4, i1
}
