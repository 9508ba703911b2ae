// Unsigned compares that are constant because one side is 0 or all ones
// are emitted as their value (Verilator -Wall would report them as
// UNSIGNED or CMPCONST); the other operand is then not read, and an input
// read by nothing else is declared in a lint_off UNUSEDSIGNAL scope.
// Signed compares and compares of two constants are kept.
// RUN: combc %s -O0 | FileCheck %s
// sim:

// CHECK-LABEL: module cmpc (
// CHECK-NEXT:   /* verilator lint_off UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic [7:0] a,
// CHECK-NEXT:   /* verilator lint_on UNUSEDSIGNAL */
// CHECK-NEXT:   input  logic [7:0] b,
// CHECK:        assign o1 = 1'b0;
// CHECK-NEXT:   assign o2 = 1'b1;
// CHECK-NEXT:   assign o3 = 1'b0;
// CHECK-NEXT:   assign o4 = 1'b1;
// CHECK-NEXT:   assign o5 = 1'b0;
// CHECK-NEXT:   assign o6 = 1'b1;
// CHECK-NEXT:   assign o7 = $signed(b) < $signed(8'h80);
// CHECK-NEXT:   assign o8 = 8'd0 == 8'hff;
hw.module @cmpc(in %a : i8, in %b : i8, out o1 : i1, out o2 : i1, out o3 : i1,
                out o4 : i1, out o5 : i1, out o6 : i1, out o7 : i1,
                out o8 : i1) {
  %c255 = hw.constant 255 : i8
  %c0 = hw.constant 0 : i8
  %cmin = hw.constant -128 : i8
  %1 = comb.icmp ugt %a, %c255 : i8
  %2 = comb.icmp uge %a, %c0 : i8
  %3 = comb.icmp ult %a, %c0 : i8
  %4 = comb.icmp ule %a, %c255 : i8
  %5 = comb.icmp ugt %c0, %a : i8
  %6 = comb.icmp uge %c255, %a : i8
  %7 = comb.icmp slt %b, %cmin : i8
  %8 = comb.icmp eq %c0, %c255 : i8
  hw.output %1, %2, %3, %4, %5, %6, %7, %8
      : i1, i1, i1, i1, i1, i1, i1, i1
}
