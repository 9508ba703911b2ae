// An i0 port vanishes from the Verilog (spec: no bits); the hw.verilogName
// of the ports after it stays with its own port (it was shifted onto the
// port before: `input reg_0` was declared as zz, the output as reg_0).
// RUN: combc %s | FileCheck %s --check-prefix=SV
// SV: module m (
// SV-NEXT: input logic [3:0] reg_0,
// SV-NEXT: output logic [3:0] o_1
// SV-NEXT: );
// SV-NEXT: assign o_1 = reg_0;
// RUN: combc %s --emit=mlir | FileCheck %s --check-prefix=MLIR
// MLIR: hw.module @m(in %reg : i4 {hw.verilogName = "reg_0"}, out o : i4 {hw.verilogName = "o_1"})
// RUN: combc %s --emit=lut-sv | FileCheck %s --check-prefix=LUT
// LUT: input logic [3:0] reg_0,
// LUT-NEXT: output logic [3:0] o_1

hw.module @m(in %z : i0 {hw.verilogName = "zz"}, in %reg : i4 {hw.verilogName = "reg_0"}, out o : i4 {hw.verilogName = "o_1"}) {
  hw.output %reg : i4
}
