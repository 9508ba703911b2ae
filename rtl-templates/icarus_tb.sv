// combc sim: Icarus Verilog testbench, generated from rtl-templates/icarus_tb.sv.
// Reads +n=N input vectors (at most @N@, the default; hex, one per line;
// first input at bit 0) from @IN_FILE@, applies each to @DUT@, and writes
// the outputs (hex, one per line) to @OUT_FILE@.  Compiled once, run once
// per batch of vectors.
module combc_sim_tb;
  logic [@IN_BITS1@:0] in_bus;
  logic [@OUT_BITS1@:0] out_bus;
  logic [@IN_BITS1@:0] vin [0:@N1@];
  logic [@OUT_BITS1@:0] vout [0:@N1@];
  integer k, n;

  @DUT@ dut (@PORTS@);
@PAD@
  initial begin
    if (!$value$plusargs("n=%d", n) || n < 1 || n > @N@)
      n = @N@;
    $readmemh("@IN_FILE@", vin, 0, n - 1);
@DUMP@    for (k = 0; k < n; k = k + 1) begin
      in_bus = vin[k];
      #1;
      vout[k] = out_bus;
    end
    $writememh("@OUT_FILE@", vout, 0, n - 1);
    $finish;
  end
endmodule
