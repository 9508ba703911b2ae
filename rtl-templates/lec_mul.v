// lec_mul.v: how `combc lec` and `combc --verify` have Yosys build a
// Verilog multiplication ($mul) when the other side is MLIR.  It is the
// array combc's bit-blaster builds comb.mul with for such a proof
// (bitblast.c, mul_array), so the proof merges the two row by row: two
// different multiplier structures of 16 bits or more are beyond SAT, in
// any tool.  Row k adds, from column 2k up, A[k] & B[k] and above it the
// sum of A[k] & B[m] and B[k] & A[m] at column k + m (m > k), each by a
// ripple adder.  Every row sum is symmetric in A and B, so A * B and B * A
// (an optimizer may commute them) share every internal point.  Any
// correct $mul keeps the proof sound; this one is written out in gates.
(* techmap_celltype = "$mul" *)
module combc_lec_mul (A, B, Y);
	parameter A_SIGNED = 0;
	parameter B_SIGNED = 0;
	parameter A_WIDTH = 1;
	parameter B_WIDTH = 1;
	parameter Y_WIDTH = 1;
	localparam W = Y_WIDTH;

	input [A_WIDTH-1:0] A;
	input [B_WIDTH-1:0] B;
	output [Y_WIDTH-1:0] Y;

	// the product mod 2^W needs only the low W bits of each operand,
	// extended as the cell says
	wire [W-1:0] a, b;
	\$pos #(.A_SIGNED(A_SIGNED), .A_WIDTH(A_WIDTH), .Y_WIDTH(W))
		ext_a (.A(A), .Y(a));
	\$pos #(.A_SIGNED(B_SIGNED), .A_WIDTH(B_WIDTH), .Y_WIDTH(W))
		ext_b (.A(B), .Y(b));

	// s[k*W + i]: bit i of the sum of rows 0..k; tc: the carries of row
	// k's cross sum; sc: the carries of adding row k
	wire [W*W-1:0] s, tc, sc;
	genvar i, k;
	generate
		for (k = 0; k < W; k = k + 1) begin : row
			wire [W-1:0] prev;
			if (k == 0) begin : first
				assign prev = {W{1'b0}};
			end else begin : next
				assign prev = s[(k-1)*W +: W];
			end
			for (i = 0; i < W; i = i + 1) begin : col
				if (i < 2*k) begin : below
					assign s[k*W + i] = prev[i];
				end else begin : add
					wire v, c0;
					if (i == 2*k) begin : diag
						assign v = a[k] & b[k];
						assign c0 = 1'b0;
					end else begin : cross
						wire x = a[k] & b[i-k];
						wire y = b[k] & a[i-k];
						wire ci;
						if (i == 2*k + 1) begin : t0
							assign ci = 1'b0;
						end else begin : tn
							assign ci = tc[k*W + i - 1];
						end
						assign v = x ^ y ^ ci;
						assign tc[k*W + i] = (x & y) | (ci & (x ^ y));
						assign c0 = sc[k*W + i - 1];
					end
					assign s[k*W + i] = prev[i] ^ v ^ c0;
					assign sc[k*W + i] = (prev[i] & v) |
						(c0 & (prev[i] ^ v));
				end
			end
		end
	endgenerate
	assign Y = s[(W-1)*W +: W];
endmodule
