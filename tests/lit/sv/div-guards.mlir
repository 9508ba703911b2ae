// Division and remainder are guarded so that every result is the README
// section 2's, never X: x/0 = all ones, x%0 = x, MIN/-1 = MIN (wraps) and
// its remainder 0.  A signed divisor that could be -1 under a MIN dividend
// is replaced by 1, so no simulator executes the overflowing divide.  A
// remainder beside its quotient is a % b over the same divisor, which
// Yosys builds as one array with the quotient (a - q * b, written until
// now, cost a multiplier and more LUTs); ceildiv/floordiv are the
// truncating quotient q plus a correction from r = a % b, the divisor
// guarded for MIN / -1 only as divs/mods are (b = 0 is the guard in
// front).  Constant divisors need no guard.
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=div
// sim: --top=rem_only
// sim: --top=ceilfloor
// sim: --top=by_const

// CHECK-LABEL: module div (
// CHECK:      assign divu = b == 8'd0 ? 8'hff : a / b;
// CHECK-NEXT: assign divs = b == 8'd0 ? 8'hff : $unsigned($signed(a) / $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
// CHECK-NEXT: assign modu = b == 8'd0 ? a : a % b;
// CHECK-NEXT: assign mods = b == 8'd0 ? a : $unsigned($signed(a) % $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
hw.module @div(in %a : i8, in %b : i8, out divu : i8, out divs : i8,
               out modu : i8, out mods : i8) {
  %0 = comb.divu %a, %b : i8
  %1 = comb.divs %a, %b : i8
  %2 = comb.modu %a, %b : i8
  %3 = comb.mods %a, %b : i8
  hw.output %0, %1, %2, %3 : i8, i8, i8, i8
}

// CHECK-LABEL: module rem_only (
// CHECK:      assign out0 = b == 8'd0 ? a : a % b;
// CHECK-NEXT: assign out1 = b == 8'd0 ? a : $unsigned($signed(a) % $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
func.func @rem_only(%a: i8, %b: i8) -> (i8, i8) {
  %0 = arith.remui %a, %b : i8
  %1 = arith.remsi %a, %b : i8
  return %0, %1 : i8, i8
}

// CHECK-LABEL: module ceilfloor (
// CHECK:      assign [[UQ:ceildivu_[0-9]+_q]] = a / b;
// CHECK-NEXT: assign [[UR:ceildivu_[0-9]+_r]] = a % b;
// CHECK-NEXT: assign out0 = b == 8'd0 ? 8'hff : [[UQ]] + {7'd0, [[UR]] != 8'd0};
// CHECK-NEXT: assign [[CQ:ceildivs_[0-9]+_q]] = $unsigned($signed(a) / $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
// CHECK-NEXT: assign [[CR:ceildivs_[0-9]+_r]] = $unsigned($signed(a) % $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
// CHECK-NEXT: assign out1 = b == 8'd0 ? 8'hff : [[CQ]] + {7'd0, [[CR]] != 8'd0 && (a ^ b) < 8'h80};
// CHECK-NEXT: assign [[FQ:floordivs_[0-9]+_q]] = $unsigned($signed(a) / $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
// CHECK-NEXT: assign [[FR:floordivs_[0-9]+_r]] = $unsigned($signed(a) % $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
// CHECK-NEXT: assign out2 = b == 8'd0 ? 8'hff : [[FQ]] - {7'd0, [[FR]] != 8'd0 && (a ^ b) >= 8'h80};
func.func @ceilfloor(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = arith.ceildivui %a, %b : i8
  %1 = arith.ceildivsi %a, %b : i8
  %2 = arith.floordivsi %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

// x / 0 is all ones, x / -1 is -x (MIN wraps to MIN), x % -1 is 0, x % 0
// is x; other constant divisors divide without a guard.
// CHECK-LABEL: module by_const (
// CHECK:      assign out0 = 8'hff;
// CHECK-NEXT: assign out1 = -a;
// CHECK-NEXT: assign out2 = 8'd0;
// CHECK-NEXT: assign out3 = $unsigned($signed(a) / $signed(8'd3));
// CHECK-NEXT: assign out4 = a;
// CHECK-NEXT: assign [[Q:floordivs_[0-9]+_q]] = $unsigned($signed(a) / $signed(8'd3));
// CHECK-NEXT: assign [[R:floordivs_[0-9]+_r]] = $unsigned($signed(a) % $signed(8'd3));
// CHECK-NEXT: assign out5 = [[Q]] - {7'd0, [[R]] != 8'd0 && (a ^ 8'd3) >= 8'h80};
func.func @by_const(%a: i8) -> (i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %c3 = arith.constant 3 : i8
  %0 = arith.divsi %a, %c0 : i8
  %1 = arith.divsi %a, %cm1 : i8
  %2 = arith.remsi %a, %cm1 : i8
  %3 = arith.divsi %a, %c3 : i8
  %4 = arith.remui %a, %c0 : i8
  %5 = arith.floordivsi %a, %c3 : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}
