// combc sim: wrapper around the design under test, generated from
// rtl-templates/sim_top.sv.  The inputs of @DUT@ are packed into in_bus
// (first input at bit 0), its outputs into out_bus (likewise); the buses
// are padded to whole 32-bit words and at least 96 bits so that the C++
// harness sees them as arrays of 32-bit words.
module combc_sim_top (
  input  logic [@IN_BITS1@:0] in_bus,
  output logic [@OUT_BITS1@:0] out_bus
);
  @DUT@ dut (@PORTS@);
@PAD@endmodule
