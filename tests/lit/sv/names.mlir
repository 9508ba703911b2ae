// Identifiers are sanitized ([A-Za-z0-9_], no leading digit), kept off
// SystemVerilog and C++ keywords, and unique in their module: ports first,
// then wires in node order, with _1, _2, ... on a collision.  Values with
// a non-numeric SSA name become wires of that name; unnamed ones used
// twice get OP_ID names.
// RUN: combc %s -O0 | FileCheck %s

// CHECK-LABEL: module logic_ (
// CHECK-NEXT:   input  logic [7:0] wire_,
// CHECK-NEXT:   input  logic [7:0] a,
// CHECK-NEXT:   output logic [7:0] result
// CHECK-NEXT: );
// CHECK-NEXT:   logic [7:0] wire__1;
// CHECK-NEXT:   logic [7:0] class_;
// CHECK-NEXT:   logic [7:0] result_1;
// CHECK-NEXT:   logic [7:0] t_lo;
// CHECK-NEXT:   logic [7:0] [[GEN:xor_[0-9]+]];
// CHECK:        assign wire__1 = wire_ + a;
// CHECK-NEXT:   assign class_ = wire__1 * wire__1;
// CHECK-NEXT:   assign result_1 = class_ + a;
// CHECK-NEXT:   assign t_lo = result_1 - a;
// CHECK-NEXT:   assign [[GEN]] = t_lo ^ a;
// CHECK-NEXT:   assign result = [[GEN]] - ([[GEN]] & wire__1);
func.func @logic(%wire: i8, %a: i8) -> i8 {
  %wire_ = arith.addi %wire, %a : i8
  %class = arith.muli %wire_, %wire_ : i8
  %result = arith.addi %class, %a : i8
  %t.lo = arith.subi %result, %a : i8
  %0 = arith.xori %t.lo, %a : i8
  %1 = arith.andi %0, %wire_ : i8
  %2 = arith.subi %0, %1 : i8
  return %2 : i8
}
