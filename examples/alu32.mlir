// A 32-bit ALU in the comb dialect.
//
// op selects the operation (low 4 bits):
//   0 add   1 sub   2 and   3 or    4 xor   5 shl   6 shru  7 shrs
//   8 slt   9 sltu  10 eq   11 mul  12..15 pass a
// Shift amounts are the full 32-bit b (amounts >= 32 give 0, or the sign
// for shrs).  Outputs: the result, and flags zero (result == 0) and
// negative (result's sign bit).
hw.module @alu32(in %a : i32, in %b : i32, in %op : i4,
                 out result : i32, out zero : i1, out negative : i1) {
  %c0_i32 = hw.constant 0 : i32
  %add = comb.add %a, %b : i32
  %sub = comb.sub %a, %b : i32
  %and = comb.and %a, %b : i32
  %or = comb.or %a, %b : i32
  %xor = comb.xor %a, %b : i32
  %shl = comb.shl %a, %b : i32
  %shru = comb.shru %a, %b : i32
  %shrs = comb.shrs %a, %b : i32
  %lt = comb.icmp slt %a, %b : i32
  %ltu = comb.icmp ult %a, %b : i32
  %eq = comb.icmp eq %a, %b : i32
  %mul = comb.mul %a, %b : i32
  %c0_i31 = hw.constant 0 : i31
  %slt = comb.concat %c0_i31, %lt : i31, i1
  %sltu = comb.concat %c0_i31, %ltu : i31, i1
  %seq = comb.concat %c0_i31, %eq : i31, i1

  // decode op with a mux tree on its bits
  %op0 = comb.extract %op from 0 : (i4) -> i1
  %op1 = comb.extract %op from 1 : (i4) -> i1
  %op2 = comb.extract %op from 2 : (i4) -> i1
  %op3 = comb.extract %op from 3 : (i4) -> i1
  %m01 = comb.mux %op0, %sub, %add : i32
  %m23 = comb.mux %op0, %or, %and : i32
  %m45 = comb.mux %op0, %shl, %xor : i32
  %m67 = comb.mux %op0, %shrs, %shru : i32
  %m89 = comb.mux %op0, %sltu, %slt : i32
  %mab = comb.mux %op0, %mul, %seq : i32
  %m03 = comb.mux %op1, %m23, %m01 : i32
  %m47 = comb.mux %op1, %m67, %m45 : i32
  %m8b = comb.mux %op1, %mab, %m89 : i32
  %lo = comb.mux %op2, %m47, %m03 : i32
  %hi = comb.mux %op2, %a, %m8b : i32
  %r = comb.mux %op3, %hi, %lo : i32

  %zero = comb.icmp eq %r, %c0_i32 : i32
  %negative = comb.extract %r from 31 : (i32) -> i1
  hw.output %r, %zero, %negative : i32, i1, i1
}
