// Ports keep the IR's names: hw port names, func argument SSA names;
// results of a func are `result` (one) or out0, out1, ... (several).
// Names that are SystemVerilog or C++ keywords get a trailing `_`; 1-bit
// ports have no range; inputs come first, in order, then outputs.
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=hw_ports
// sim: --top=one_result
// sim: --top=two_results

// CHECK-LABEL: module hw_ports (
// CHECK-NEXT:   input  logic [7:0] data,
// CHECK-NEXT:   input  logic       valid,
// CHECK-NEXT:   output logic [7:0] q,
// CHECK-NEXT:   output logic       ready
// CHECK-NEXT: );
// CHECK:        assign q = data + 8'd1;
// CHECK-NEXT:   assign ready = valid ^ 1'b1;
// CHECK-NEXT: endmodule
hw.module @hw_ports(in %data : i8, in %valid : i1, out q : i8, out ready : i1) {
  %c1 = hw.constant 1 : i8
  %q = comb.add %data, %c1 : i8
  %true = hw.constant true
  %r = comb.xor %valid, %true : i1
  hw.output %q, %r : i8, i1
}

// CHECK-LABEL: module one_result (
// CHECK-NEXT:   input  logic [15:0] reg_,
// CHECK-NEXT:   input  logic [15:0] input_,
// CHECK-NEXT:   output logic [15:0] result
// CHECK-NEXT: );
// CHECK:        assign result = reg_ - input_;
func.func @one_result(%reg: i16, %input: i16) -> i16 {
  %0 = arith.subi %reg, %input : i16
  return %0 : i16
}

// CHECK-LABEL: module two_results (
// CHECK-NEXT:   input  logic [3:0] a,
// CHECK-NEXT:   output logic [3:0] out0,
// CHECK-NEXT:   output logic [3:0] out1
// CHECK-NEXT: );
// CHECK:        assign out0 = a & 4'd3;
// CHECK-NEXT:   assign out1 = a | 4'd12;
func.func @two_results(%a: i4) -> (i4, i4) {
  %c3 = arith.constant 3 : i4
  %c12 = arith.constant 12 : i4
  %0 = arith.andi %a, %c3 : i4
  %1 = arith.ori %a, %c12 : i4
  return %0, %1 : i4, i4
}
