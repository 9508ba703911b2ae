// --emit=lut-ice40: the LUT-4 net as iCE40 SB_LUT4 cells.  SB_LUT4's
// output is LUT_INIT[{I3, I2, I1, I0}] (Lattice iCE40 technology library);
// a LUT of n < 4 inputs ties the others low and repeats its 2^n-bit table.
// Expected INIT values worked by hand:
//   y[i] = a[i] & b[i]           table 1000 (only I0 = I1 = 1)  -> 16'h8888
//   n = (a[0] & c) ^ c = c & ~a[0] (I0 = a[0], I1 = c): index 2 -> 16'h4444
//   x = a[0]^a[1]^a[2]^a[3]       odd indices of 0..15             -> 16'h6996
//   z = ~(a[0] & b[0])            a complemented output gets its
//                                 own complemented cell             -> 16'h7777
// RUN: combc %s --emit=lut-ice40 | FileCheck %s
// CHECK: module m (
// CHECK-DAG: SB_LUT4 #(.LUT_INIT(16'h8888)) {{l[0-9]+}} (.O({{n[0-9]+}}), .I0(a[0]), .I1(b[0]), .I2(1'b0), .I3(1'b0));
// CHECK-DAG: SB_LUT4 #(.LUT_INIT(16'h4444)) {{l[0-9]+}} (.O({{n[0-9]+}}), .I0(a[0]), .I1(c), .I2(1'b0), .I3(1'b0));
// CHECK-DAG: SB_LUT4 #(.LUT_INIT(16'h6996)) {{l[0-9]+}} (.O({{n[0-9]+}}), .I0(a[0]), .I1(a[1]), .I2(a[2]), .I3(a[3]));
// CHECK-DAG: SB_LUT4 #(.LUT_INIT(16'h7777)) {{lb[0-9]+}} (.O({{nb[0-9]+}}), .I0(a[0]), .I1(b[0]), .I2(1'b0), .I3(1'b0));
// CHECK: endmodule
//
// The cells keep their meaning: co-simulated with combc's SB_LUT4 model
// (rtl-templates/ice40_cells.v), proven with --verify, and Yosys's
// synth_ice40 keeps one SB_LUT4 per combc LUT (it does not remap them).
// RUN: combc sim %s --emit=lut-ice40 --simulator=all | FileCheck %s --check-prefix=SIM
// SIM: sim: verilator: 512 vectors (exhaustive), 0 mismatches
// SIM: sim: iverilog: 512 vectors (exhaustive), 0 mismatches
// RUN: combc %s --emit=lut-ice40 --verify -o %t.sv 2>&1 | FileCheck %s --check-prefix=V
// V: verify: m: --emit=lut-ice40: equivalent
// RUN: grep -c 'SB_LUT4 #' %t.sv > %t.count
// RUN: yosys -q -p "read_verilog -sv %t.sv; synth_ice40 -top m; tee -q -o %t.stat stat"
// RUN: awk '$1 == "SB_LUT4" { print $2 }' %t.stat | diff %t.count -
//
// --lut-size above 4 is refused; the default 6 maps to 4.
// RUN: not combc %s --emit=lut-ice40 --lut-size=6 2>&1 | FileCheck %s --check-prefix=K
// K: --emit=lut-ice40 and ice40 map to 4-input LUTs, not --lut-size=6

hw.module @m(in %a : i4, in %b : i4, in %c : i1, out y : i4, out n : i1,
             out x : i1, out z : i1) {
  %y = comb.and %a, %b : i4
  %a0 = comb.extract %a from 0 : (i4) -> i1
  %b0 = comb.extract %b from 0 : (i4) -> i1
  %t = comb.and %a0, %c : i1
  %n = comb.xor %t, %c : i1
  %x = comb.parity %a : i4
  %ab = comb.and %a0, %b0 : i1
  %true = hw.constant true
  %z = comb.xor %ab, %true : i1
  hw.output %y, %n, %x, %z : i4, i1, i1, i1
}
