// Definitions of the external modules of extern-instance.mlir, given
// elsewhere as hw.module.extern expects: y = a + 1; g = arg0 ^ arg1.
module e (
  input  logic [7:0] a,
  output logic [7:0] y
);
  assign y = a + 8'd1;
endmodule

module g (
  input  logic [7:0] arg0,
  input  logic       arg1,
  output logic [7:0] result
);
  assign result = arg0 ^ {7'd0, arg1};
endmodule
