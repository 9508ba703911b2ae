// combc: behavioural model of the iCE40 SB_LUT4 cell (Lattice iCE40
// technology library: O = LUT_INIT[{I3, I2, I1, I0}]), so that the
// --emit=lut-ice40 netlists can be simulated and proven without the
// vendor or Yosys cell libraries.
/* verilator lint_off DECLFILENAME */
module SB_LUT4 #(
  parameter logic [15:0] LUT_INIT = 16'h0000
) (
  output logic O,
  input  logic I0,
  input  logic I1,
  input  logic I2,
  input  logic I3
);
  assign O = LUT_INIT[{I3, I2, I1, I0}];
endmodule
/* verilator lint_on DECLFILENAME */
