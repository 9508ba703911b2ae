// A black box's instance parameters and Verilog name reach the
// SystemVerilog as CIRCT's ExportVerilog writes them (`Ext #(.W(8)) u`,
// `verilogName`), instead of being dropped (the box would silently get
// its defaults); the MLIR outputs keep them.  Values: an integer (hex as
// 'h), a negative one, a string, a boolean.
// RUN: combc %s -o %t.sv
// RUN: FileCheck %s < %t.sv
// CHECK: Ext #(.WIDTH(8), .MASK('h1F), .OFF(-3), .NAME("foo"), .EN(1'b1)) u (
// CHECK: vendor_cell v (
// RUN: printf 'module Ext #(parameter WIDTH = 1, MASK = 0, OFF = 0, NAME = "", EN = 0) (input [7:0] a, output [7:0] y);\n  assign y = a + WIDTH + MASK + OFF + EN;\nendmodule\nmodule vendor_cell(input [7:0] a, output [7:0] y);\n  assign y = ~a;\nendmodule\n' > %t.stub.v
// RUN: iverilog -g2012 -o %t.vvp %t.sv %t.stub.v
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR
// MLIR: hw.module.extern @Ext<WIDTH: i32, MASK: i32, OFF: i32, NAME: none, EN: i1>(
// MLIR: hw.module.extern @MyExt(in %a : i8, out y : i8) attributes {verilogName = "vendor_cell"}
// MLIR: hw.instance "u" @Ext<WIDTH: i32 = 8, MASK: i32 = 0x1F, OFF: i32 = -3, NAME: none = "foo", EN: i1 = true>(
// RUN: combc %s --emit=mlir | combc - | FileCheck %s
// A parameter expression has no such value: refused, not dropped.
// RUN: printf 'hw.module.extern @E<W: i32>(in %%%%a : i8, out y : i8)\nhw.module @t(in %%%%a : i8, out o : i8) {\n  %%%%u = hw.instance "u" @E<W: i32 = #hw.param.decl.ref<"X">>(a: %%%%a: i8) -> (y: i8)\n  hw.output %%%%u : i8\n}\n' > %t.expr.mlir
// RUN: not combc %t.expr.mlir 2>&1 | FileCheck %s --check-prefix=EXPR
// EXPR: error: unsupported instance parameter value (an integer, a string or a boolean)

hw.module.extern @Ext<WIDTH: i32, MASK: i32, OFF: i32, NAME: none, EN: i1>(in %a : i8, out y : i8)
hw.module.extern @MyExt(in %a : i8, out y : i8) attributes {verilogName = "vendor_cell"}
hw.module @top(in %a : i8, out o : i8, out p : i8) {
  %u.y = hw.instance "u" @Ext<WIDTH: i32 = 8, MASK: i32 = 0x1F, OFF: i32 = -3, NAME: none = "foo", EN: i1 = true>(a: %a: i8) -> (y: i8)
  %v.y = hw.instance "v" @MyExt(a: %a: i8) -> (y: i8)
  hw.output %u.y, %v.y : i8, i8
}
