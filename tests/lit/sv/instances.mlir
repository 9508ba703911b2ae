// hw.instance and func.call become module instances, callees first, with
// named port connections; an instance keeps its hw name, the K-th call in
// a function is CALLEE_K.  Results with an IR name are wires of that
// name; a result that drives an output port connects to the port.  With
// --flatten the callee is copied into the caller (names prefixed with the
// instance name) and only the top is emitted.
// RUN: combc %s -O0 --top=top | FileCheck %s
// RUN: combc %s -O0 --top=top --flatten | FileCheck %s --check-prefix=FLAT
// RUN: combc %s -O0 --top=calls | FileCheck %s --check-prefix=CALL
// sim: --top=top
// sim: --top=top --flatten
// sim: --top=calls

// CHECK:      module inc (
// CHECK:      module top (
// CHECK:        logic [7:0] mid;
// CHECK:        inc u0 (
// CHECK-NEXT:     .x(a),
// CHECK-NEXT:     .y(mid)
// CHECK-NEXT:   );
// CHECK-NEXT:   inc u1 (
// CHECK-NEXT:     .x(mid),
// CHECK-NEXT:     .y(z)
// CHECK-NEXT:   );
// CHECK-NEXT: endmodule

// FLAT-NOT:   module inc
// FLAT:       module top (
// FLAT:         assign u0_s = a + 8'd1;
// FLAT:         assign z = u0_s + 8'd1;
hw.module @inc(in %x : i8, out y : i8) {
  %c1 = hw.constant 1 : i8
  %s = comb.add %x, %c1 : i8
  hw.output %s : i8
}

hw.module @top(in %a : i8, out z : i8) {
  %mid = hw.instance "u0" @inc(x: %a: i8) -> (y: i8)
  %out = hw.instance "u1" @inc(x: %mid: i8) -> (y: i8)
  hw.output %out : i8
}

// C++ keywords are avoided too (Verilator's SYMRSVDWORD).
// CALL:       module double_ (
// CALL:       module calls (
// CALL:         double_ double_0 (
// CALL:         double_ double_1 (
func.func @double(%v: i8) -> i8 {
  %r = arith.addi %v, %v : i8
  return %r : i8
}

func.func @calls(%a: i8, %b: i8) -> i8 {
  %x = call @double(%a) : (i8) -> i8
  %y = call @double(%b) : (i8) -> i8
  %s = arith.subi %x, %y : i8
  return %s : i8
}
