// Signals read only in part, or not at all, are declared inside a scoped
// `verilator lint_off UNUSEDSIGNAL` (the only lint_off combc emits): an
// unused input, an input or wire read through part-selects, an instance
// output nobody reads (connected to a wire: no empty pin connections).  Fully used signals are not wrapped.
// RUN: combc %s -O0 --top=user | FileCheck %s
// sim: --top=user

// CHECK-LABEL: module user (
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic [7:0] unused,
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic [7:0] part,
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic [7:0] full,
// CHECK-NEXT:   output logic [3:0] y
// CHECK-NEXT: );
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   logic [7:0] lo;
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   logic [7:0] u_hi;
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK-NEXT:   logic [3:0] p;
// CHECK:        halves u (
// CHECK-NEXT:     .v(full),
// CHECK-NEXT:     .lo(lo),
// CHECK-NEXT:     .hi(u_hi)
// CHECK-NEXT:   );
hw.module @halves(in %v : i8, out lo : i8, out hi : i8) {
  %c4 = hw.constant 4 : i8
  %h = comb.shru %v, %c4 : i8
  %c15 = hw.constant 15 : i8
  %l = comb.and %v, %c15 : i8
  hw.output %l, %h : i8, i8
}

hw.module @user(in %unused : i8, in %part : i8, in %full : i8, out y : i4) {
  %lo, %hi = hw.instance "u" @halves(v: %full: i8) -> (lo: i8, hi: i8)
  %p = comb.extract %part from 2 : (i8) -> i4
  %l4 = comb.extract %lo from 0 : (i8) -> i4
  %y = comb.xor %p, %l4 : i4
  hw.output %y : i4
}
