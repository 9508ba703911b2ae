// Under Verilator 5.006 at its default optimization y = 0 here (it
// must be 1: a % a = 0 and 1 >>> 0 = 1): its constant propagation through
// the instance mis-evaluates a signed shift by a 99-bit amount.  combc no
// longer emits wide shift amounts, and `combc sim` builds with the flags
// that avoid the bug; tests/sim/verilator-flags.sh checks both.
module sub (
  input  logic [98:0] a,
  output logic [98:0] y
);
  logic [98:0] m;
  always_comb m = a == 99'h0 ? a : a % a;
  assign y = $unsigned($signed(a) >>> (m >= 99'h63 ? 99'h62 : m));
endmodule
module t;
  logic [98:0] y;
  sub u (.a(99'h1), .y(y));
  final $display("y=%0d", y);
  initial $finish;
endmodule
