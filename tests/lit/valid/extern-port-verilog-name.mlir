// A black box's port with a hw.verilogName attribute is connected by that
// name in the SystemVerilog, as CIRCT's ExportVerilog writes it: the
// instance of an external module whose Verilog ports are A_in and Y_out
// used to connect .a and .y, which Icarus refuses (no such port).  The
// MLIR outputs keep the attributes; ports without one keep their names.
// RUN: combc %s -o %t.sv
// RUN: FileCheck %s < %t.sv
// CHECK: vendor_box bb (
// CHECK-NEXT: .A_in(x),
// CHECK-NEXT: .b(y),
// CHECK-NEXT: .Y_out(z)
// RUN: printf 'module vendor_box(input [3:0] A_in, input [3:0] b, output [3:0] Y_out);\n  assign Y_out = A_in ^ b;\nendmodule\n' > %t.stub.v
// RUN: iverilog -g2012 -o %t.vvp %t.sv %t.stub.v
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR
// MLIR: hw.module.extern @blackbox(in %a : i4 {hw.verilogName = "A_in"}, in %b : i4, out y : i4 {hw.verilogName = "Y_out"}) attributes {verilogName = "vendor_box"}
// RUN: combc %s --emit=mlir | combc - | FileCheck %s
hw.module.extern @blackbox(in %a : i4 {hw.verilogName = "A_in"}, in %b : i4 {hw.other = 1 : i32}, out y : i4 {hw.verilogName = "Y_out"}) attributes {verilogName = "vendor_box"}
hw.module @top(in %x : i4, in %y : i4, out z : i4) {
  %r = hw.instance "bb" @blackbox(a: %x : i4, b: %y : i4) -> (y: i4)
  hw.output %r : i4
}
