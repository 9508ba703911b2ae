// x + 1 on i8 as a netlist of 3-input truth tables, in the style HEIR's
// Yosys+ABC flow produces for FHE boolean circuits (adapted from HEIR's
// secret_to_cggi/add_one.mlir, Apache-2.0: the secret/tensor wrapping is
// replaced by comb.extract and comb.concat).
//
// Each comb.truth_table reads its inputs MSB first: table bit
// (in0 << 2 | in1 << 1 | in2) is the output.  The tables used:
//   6 = 0b00000110  xor of the last two inputs (the first is tied to 0)
//   120 = 0x78      in0 xor (in1 and in2): a sum bit with carry-in
//   128 = 0x80      and of all three: the carry out of a 3-bit group
//   1 = 0b00000001  not of the last input (the others tied to 0)
// `combc sim` checks all 256 inputs against the evaluator.
func.func @add_one(%x: i8) -> i8 {
  %false = arith.constant false
  %b1 = comb.extract %x from 1 : (i8) -> i1
  %b0 = comb.extract %x from 0 : (i8) -> i1
  %r1 = comb.truth_table %false, %b1, %b0 -> 6 : ui8
  %b2 = comb.extract %x from 2 : (i8) -> i1
  %r2 = comb.truth_table %b2, %b1, %b0 -> 120 : ui8
  %k2 = comb.truth_table %b2, %b1, %b0 -> 128 : ui8
  %b3 = comb.extract %x from 3 : (i8) -> i1
  %r3 = comb.truth_table %false, %b3, %k2 -> 6 : ui8
  %b4 = comb.extract %x from 4 : (i8) -> i1
  %r4 = comb.truth_table %b4, %b3, %k2 -> 120 : ui8
  %k4 = comb.truth_table %b4, %b3, %k2 -> 128 : ui8
  %b5 = comb.extract %x from 5 : (i8) -> i1
  %r5 = comb.truth_table %false, %b5, %k4 -> 6 : ui8
  %b6 = comb.extract %x from 6 : (i8) -> i1
  %r6 = comb.truth_table %b6, %b5, %k4 -> 120 : ui8
  %k6 = comb.truth_table %b6, %b5, %k4 -> 128 : ui8
  %b7 = comb.extract %x from 7 : (i8) -> i1
  %r7 = comb.truth_table %false, %b7, %k6 -> 6 : ui8
  %r0 = comb.truth_table %false, %false, %b0 -> 1 : ui8
  %r = comb.concat %r7, %r6, %r5, %r4, %r3, %r2, %r1, %r0
      : i1, i1, i1, i1, i1, i1, i1, i1
  return %r : i8
}
