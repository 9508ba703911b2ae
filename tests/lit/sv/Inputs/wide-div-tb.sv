// Testbench of wide-div-icarus.mlir: the two vectors of difftest seed
// 2511251992 that stalled Icarus 11, in that order, then the wide
// divisions whose top quotient bit Icarus lost.
module tb;
  logic [126:0] arg2, arg4;
  logic [128:0] result;
  logic [64:0] qa, qb;
  logic [127:0] rc, rd, r;
  logic [64:0] q, s;

  mtop m (.arg2(arg2), .arg4(arg4), .result(result));
  ones o (qa, qb, rc, rd, q, s, r);

  initial begin
    qa = {65{1'b1}};
    qb = 65'd1;
    rc = {128{1'b1}};
    rd = 128'd2;
    arg2 = 127'h48a3ebfc7ee8c2aef5a531c8dc3324;
    arg4 = 127'h4000000000000;
    #1 $display("mtop %h", result);
    arg2 = 127'h10000000000;
    arg4 = 127'h1208165219428040820609524038010f;
    #1 $display("mtop %h", result);
    $display("ones %h %h %h", q, s, r);
    $finish;
  end
endmodule
