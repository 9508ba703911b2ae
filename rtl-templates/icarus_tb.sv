// combc sim: Icarus Verilog testbench, generated from rtl-templates/icarus_tb.sv.
// Reads @N@ input vectors (hex, one per line; first input at bit 0) from
// @IN_FILE@, applies each to @DUT@, and writes the outputs (hex, one per
// line) to @OUT_FILE@.
module combc_sim_tb;
  logic [@IN_BITS1@:0] in_bus;
  logic [@OUT_BITS1@:0] out_bus;
  logic [@IN_BITS1@:0] vin [0:@N1@];
  logic [@OUT_BITS1@:0] vout [0:@N1@];
  integer k;

  @DUT@ dut (@PORTS@);
@PAD@
  initial begin
    $readmemh("@IN_FILE@", vin);
@DUMP@    for (k = 0; k < @N@; k = k + 1) begin
      in_bus = vin[k];
      #1;
      vout[k] = out_bus;
    end
    $writememh("@OUT_FILE@", vout);
    $finish;
  end
endmodule
