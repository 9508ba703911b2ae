// comb.truth_table indexes a localparam by the concatenated inputs, the
// first input as the MSB (README, Semantics); tables with the same
// contents share one localparam, named TT<inputs>_<hex> when small.
// comb.lut indexes a 256-entry localparam by the 8-bit wrapping sum of
// coefficient * input; entries past the table are zero, which is the
// spec's result for an out-of-range index.
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=tt
// sim: --top=lut

// CHECK-LABEL: module tt (
// CHECK:        localparam logic [7:0] TT3_96 = 8'h96;
// CHECK-NEXT:   localparam logic [3:0] TT2_8 = 4'h8;
// CHECK-NOT:    localparam
// CHECK:        assign out0 = TT3_96[{a, b, c}];
// CHECK-NEXT:   assign out1 = TT3_96[{c, b, a}];
// CHECK-NEXT:   assign out2 = TT2_8[{a, 1'b1}];
func.func @tt(%a: i1, %b: i1, %c: i1) -> (i1, i1, i1) {
  %true = arith.constant true
  // 0x96: odd parity of three inputs
  %0 = comb.truth_table %a, %b, %c -> 150 : ui8
  %1 = comb.truth_table %c, %b, %a -> [false, true, true, false, true, false, false, true]
  // and of two inputs, in the list form: index 3 = (a, true) = (1, 1)
  %2 = comb.truth_table %a, %true -> [false, false, false, true]
  return %0, %1, %2 : i1, i1, i1
}

// Table [10, 20, 30] read at 2a + 3b (mod 256); the index is in range only
// for 0, 2; 3 is out of range and reads 0, as are 4 ... 255.
// CHECK-LABEL: module lut (
// CHECK:        localparam logic [2047:0] LUT0 = {64'h0000000000000000,
// CHECK:        64'h0000000000000000, 64'h00000000001e140a};
// CHECK:        assign result = LUT0[{8'd2 * a + 8'd3 * b, 3'b000} +: 8];
func.func @lut(%a: i8, %b: i8) -> i8 {
  %0 = comb.lut %a, %b {coefficients = array<i8: 2, 3>,
                        lookupTable = array<i8: 10, 20, 30>} : (i8, i8) -> i8
  return %0 : i8
}
