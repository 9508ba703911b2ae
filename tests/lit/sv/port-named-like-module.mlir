// A port or wire named like its own module: Verilator takes a top
// module's name for an instance, so `module a (input a)` failed lint
// (VARHIDDEN, and "Variable has same name as instance" errors), in
// --emit=sv and --emit=lut-sv alike.  The writers now keep the module's
// name out of its ports and signals (`a` becomes `a_1`); instances
// connect to the renamed ports.
// sim: --top=a
// sim: --top=top
// sim: --top=top --emit=lut-sv
// sim: --top=w

// RUN: combc %s --top=a -o %t.a.sv
// RUN: FileCheck %s --check-prefix=A < %t.a.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.a.sv
// A:      module a (
// A-NEXT:   input  logic [7:0] a_1,
// A-NEXT:   output logic [7:0] y
// A-NEXT: );
// A-NEXT:   assign y = a_1;
// RUN: combc %s --top=a --emit=lut-sv -o %t.a.lut.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.a.lut.sv
// RUN: FileCheck %s --check-prefix=ALUT < %t.a.lut.sv
// ALUT: module a (
// ALUT-NEXT:   input  logic [7:0] a_1,

// RUN: combc %s --top=top -o %t.top.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.top.sv
// RUN: FileCheck %s --check-prefix=TOP < %t.top.sv
// TOP:      module leaf (
// TOP:        input  logic [3:0] leaf_1,
// TOP:      module top (
// TOP-NEXT:   input  logic [3:0] a,
// TOP-NEXT:   output logic [3:0] top_1
// TOP-NEXT: );
// TOP-NEXT:   leaf top_2 (
// TOP-NEXT:     .leaf_1(a),
// RUN: combc %s --top=top --emit=lut-sv -o %t.top.lut.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.top.lut.sv

// RUN: combc %s --top=w -O0 -o %t.w.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.w.sv
// RUN: FileCheck %s --check-prefix=W < %t.w.sv
// W: logic [3:0] w_1;

hw.module @a(in %a : i8, out y : i8) {
  hw.output %a : i8
}
hw.module @leaf(in %leaf : i4, out y : i4) {
  %c = hw.constant 5 : i4
  %0 = comb.xor %leaf, %c : i4
  hw.output %0 : i4
}
hw.module @top(in %a : i4, out top : i4) {
  %y = hw.instance "top" @leaf(leaf: %a : i4) -> (y: i4)
  hw.output %y : i4
}
hw.module @w(in %a : i4, in %b : i4, out y : i4) {
  %w = comb.add %a, %b : i4
  %0 = comb.mul %w, %w : i4
  hw.output %0 : i4
}
