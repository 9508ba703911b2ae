// Shifts: the amount is unsigned; shl/shru by >= width give 0 and shrs
// gives copies of the sign bit, by an explicit guard (shrs clamps the
// amount to width - 1).  shrs is $signed(...) >>> inside $unsigned(...),
// so the surrounding unsigned context cannot turn it into >>.  Past the
// guard only the low bits of the amount that can matter are used (3 for
// an i8).  Constant amounts need no guard.
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=shifts
// sim: --top=const_shifts

// CHECK-LABEL: module shifts (
// CHECK:      assign shl = b >= 8'd8 ? 8'd0 : a << b[2:0];
// CHECK-NEXT: assign shru = b >= 8'd8 ? 8'd0 : a >> b[2:0];
// CHECK-NEXT: assign shrs = $unsigned($signed(a) >>> (b >= 8'd8 ? 3'd7 : b[2:0]));
// CHECK-NEXT: assign mix = shru + shrs;
// CHECK-NEXT: assign mix2 = (a >= 8'd8 ? 8'd0 : b >> a[2:0]) + $unsigned($signed(b) >>> (a >= 8'd8 ? 3'd7 : a[2:0]));
hw.module @shifts(in %a : i8, in %b : i8, out shl : i8, out shru : i8,
                  out shrs : i8, out mix : i8, out mix2 : i8) {
  %0 = comb.shl %a, %b : i8
  %1 = comb.shru %a, %b : i8
  %2 = comb.shrs %a, %b : i8
  %3 = comb.add %1, %2 : i8
  %4 = comb.shru %b, %a : i8
  %5 = comb.shrs %b, %a : i8
  %6 = comb.add %4, %5 : i8
  hw.output %0, %1, %2, %3, %6 : i8, i8, i8, i8, i8
}

// CHECK-LABEL: module const_shifts (
// CHECK:      assign out0 = a << 3;
// CHECK-NEXT: assign out1 = 8'd0;
// CHECK-NEXT: assign out2 = $unsigned($signed(a) >>> 7);
// CHECK-NEXT: assign out3 = $unsigned($signed(a) >>> 2);
// CHECK-NEXT: assign out4 = a >> 1;
func.func @const_shifts(%a: i8) -> (i8, i8, i8, i8, i8) {
  %c3 = arith.constant 3 : i8
  %c9 = arith.constant 9 : i8
  %c200 = arith.constant 200 : i8
  %c2 = arith.constant 2 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.shli %a, %c3 : i8
  %1 = arith.shrui %a, %c9 : i8
  %2 = arith.shrsi %a, %c200 : i8
  %3 = arith.shrsi %a, %c2 : i8
  %4 = arith.shrui %a, %c1 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}
