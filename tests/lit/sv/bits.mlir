// Bit-level ops: extract is a part-select of a named signal, concat puts
// the first operand in the MSBs, replicate/sext/zext are concatenations,
// reverse lists the bits, parity is the xor reduction; signed compares
// and max/min go through $signed.  Equal nodes are one node (minui's
// compare is the ult above).
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=bits
// sim: --top=cmp

// CHECK-LABEL: module bits (
// CHECK:      assign hi = a[7:4];
// CHECK-NEXT: assign out0 = {hi, b};
// CHECK-NEXT: assign out1 = {3{b}};
// CHECK-NEXT: assign out2 = {{[{][{]}}4{a[7]}}, a};
// CHECK-NEXT: assign out3 = {4'd0, a};
// CHECK-NEXT: assign out4 = a[2:0];
// CHECK-NEXT: assign out5 = {a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]};
// CHECK-NEXT: assign out6 = ^a;
// CHECK-NEXT: assign bit_ = a[3];
// CHECK-NEXT: assign out7 = {12{bit_}};
// CHECK-NEXT: assign out8 = {{[{][{]}}8{a[5]}}, a[5:2]};
func.func @bits(%a: i8, %b: i4) -> (i8, i12, i12, i12, i3, i8, i1, i12, i12) {
  %hi = comb.extract %a from 4 : (i8) -> i4
  %0 = comb.concat %hi, %b : i4, i4
  %1 = comb.replicate %b : (i4) -> i12
  %2 = arith.extsi %a : i8 to i12
  %3 = arith.extui %a : i8 to i12
  %4 = arith.trunci %a : i8 to i3
  %5 = comb.reverse %a : i8
  %6 = comb.parity %a : i8
  %bit = comb.extract %a from 3 : (i8) -> i1
  %7 = arith.extsi %bit : i1 to i12
  %8 = comb.extract %a from 2 : (i8) -> i4
  %9 = arith.extsi %8 : i4 to i12
  return %0, %1, %2, %3, %4, %5, %6, %7, %9
      : i8, i12, i12, i12, i3, i8, i1, i12, i12
}

// CHECK-LABEL: module cmp (
// CHECK:      assign out0 = $signed(a) < $signed(b);
// CHECK-NEXT: assign out1 = a < b;
// CHECK-NEXT: assign out2 = $signed(a) >= $signed(b);
// CHECK-NEXT: assign out3 = ($signed(a) > $signed(b)) ? a : b;
// CHECK-NEXT: assign out4 = out1 ? a : b;
func.func @cmp(%a: i6, %b: i6) -> (i1, i1, i1, i6, i6) {
  %0 = arith.cmpi slt, %a, %b : i6
  %1 = arith.cmpi ult, %a, %b : i6
  %2 = arith.cmpi sge, %a, %b : i6
  %3 = arith.maxsi %a, %b : i6
  %4 = arith.minui %a, %b : i6
  return %0, %1, %2, %3, %4 : i1, i1, i1, i6, i6
}
