// A sum of three or more operands is one Dadda compressor tree over all
// their bits and one final adder (bitblast.c, add_tree), not a carry chain
// per operand: popcount written as a 32-operand add of zero-extended bits
// went from 93 to 58 LUT-6s, and to 32 with 6:3 counters first
// (bitblast.c, counters).  Expected values by hand: popcount(0xffffffff)
// = 32, popcount(0x80000001) = 2, popcount(0x12345678) = 13;
// (200 + 100 + 50 + 10) mod 256 = 104, (255 * 4) mod 256 = 252.
//
// The popcount netlist is checked on 64 inputs against Python's count
// (a lec proof of two different adder trees takes SAT ~25 s here, as
// long as ABC's cec).
// RUN: combc %s --top=popcount32 --emit=blif -o %t.pc.blif
// RUN: %python -c "import random; r = random.Random(5); print('\n'.join(str(r.getrandbits(32)) for _ in range(64)))" > %t.vec
// RUN: %python -c "import sys; print('\n'.join(str(bin(int(v)).count('1')) for v in open(sys.argv[1])))" %t.vec > %t.pc.expected
// RUN: while read v; do combc eval %t.pc.blif -- $v || exit 1; done < %t.vec > %t.pc.got
// RUN: diff %t.pc.expected %t.pc.got
// RUN: combc %s --top=add4 --emit=blif -o %t.add4.blif
// RUN: combc lec %s %t.add4.blif --top-a=add4 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: grep -c '^.names' %t.pc.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 34 else 1)"
// For LUT-3s the tree is Wallace's (bitblast.c, sum_columns): full
// adders only, two LUT-3s each, and a count of 32 bits takes 26 of them
// and 5 half adders by hand (62 LUT-3s at 9 levels; Yosys+ABC `abc -lut
// 3` on the same SystemVerilog: 66); Dadda's half adders made 73.  For
// LUT-4s the same for sums of operands (Yosys+ABC: 58; 63 before).
// RUN: combc %s --top=popcount32 -O2 --lut-size=3 --emit=blif -o %t.pc3.blif
// RUN: while read v; do combc eval %t.pc3.blif -- $v || exit 1; done < %t.vec > %t.pc3.got
// RUN: diff %t.pc.expected %t.pc3.got
// RUN: grep -c '^.names' %t.pc3.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 62 else 1)"
// RUN: combc %s --top=popcount32 -O2 --lut-size=4 --emit=blif -o %t.pc4.blif
// RUN: while read v; do combc eval %t.pc4.blif -- $v || exit 1; done < %t.vec > %t.pc4.got
// RUN: diff %t.pc.expected %t.pc4.got
// RUN: grep -c '^.names' %t.pc4.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 58 else 1)"
// RUN: combc %s --top=add4 --lut-size=3 --emit=blif -o %t.add43.blif
// RUN: combc lec %s %t.add43.blif --top-a=add4 | FileCheck %s --check-prefix=LEC
// At -O2 width inference leaves the partial sums at the sum's width
// (width.c: only what the sum's users observe narrows an inner add), so
// the tree is the same one; narrowing each partial sum to its own range
// made a chain of small adders (45 LUT-6s against 32).
// RUN: combc %s --top=popcount32 -O2 --emit=blif -o %t.pc2.blif
// RUN: while read v; do combc eval %t.pc2.blif -- $v || exit 1; done < %t.vec > %t.pc2.got
// RUN: diff %t.pc.expected %t.pc2.got
// RUN: grep -c '^.names' %t.pc2.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 34 else 1)"
// Nine 2-bit operands (columns of 9 and 9 + carries: counters, then the
// Dadda tree), exhaustively co-simulated as LUTs against the evaluator.
// RUN: combc sim %s --top=add9 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM9
// SIM9: (exhaustive), 0 mismatches
// RUN: combc %s --emit=lut-mlir -o %t.mlir
// RUN: combc eval %t.mlir --top=add9 -- 3 3 3 3 3 3 3 3 3 | FileCheck %s --check-prefix=F
// F: 27
// RUN: combc eval %t.mlir --top=popcount32 -- 0xffffffff | FileCheck %s --check-prefix=A
// A: 32
// RUN: combc eval %t.mlir --top=popcount32 -- 0x80000001 | FileCheck %s --check-prefix=B
// B: 2
// RUN: combc eval %t.mlir --top=popcount32 -- 0x12345678 | FileCheck %s --check-prefix=C
// C: 13
// RUN: combc eval %t.mlir --top=add4 -- 200 100 50 10 | FileCheck %s --check-prefix=D
// D: 104
// RUN: combc eval %t.mlir --top=add4 -- 255 255 255 255 | FileCheck %s --check-prefix=E
// E: 252
hw.module @popcount32(in %x : i32, out n : i6) {
  %z = hw.constant 0 : i5
  %b0 = comb.extract %x from 0 : (i32) -> i1
  %e0 = comb.concat %z, %b0 : i5, i1
  %b1 = comb.extract %x from 1 : (i32) -> i1
  %e1 = comb.concat %z, %b1 : i5, i1
  %b2 = comb.extract %x from 2 : (i32) -> i1
  %e2 = comb.concat %z, %b2 : i5, i1
  %b3 = comb.extract %x from 3 : (i32) -> i1
  %e3 = comb.concat %z, %b3 : i5, i1
  %b4 = comb.extract %x from 4 : (i32) -> i1
  %e4 = comb.concat %z, %b4 : i5, i1
  %b5 = comb.extract %x from 5 : (i32) -> i1
  %e5 = comb.concat %z, %b5 : i5, i1
  %b6 = comb.extract %x from 6 : (i32) -> i1
  %e6 = comb.concat %z, %b6 : i5, i1
  %b7 = comb.extract %x from 7 : (i32) -> i1
  %e7 = comb.concat %z, %b7 : i5, i1
  %b8 = comb.extract %x from 8 : (i32) -> i1
  %e8 = comb.concat %z, %b8 : i5, i1
  %b9 = comb.extract %x from 9 : (i32) -> i1
  %e9 = comb.concat %z, %b9 : i5, i1
  %b10 = comb.extract %x from 10 : (i32) -> i1
  %e10 = comb.concat %z, %b10 : i5, i1
  %b11 = comb.extract %x from 11 : (i32) -> i1
  %e11 = comb.concat %z, %b11 : i5, i1
  %b12 = comb.extract %x from 12 : (i32) -> i1
  %e12 = comb.concat %z, %b12 : i5, i1
  %b13 = comb.extract %x from 13 : (i32) -> i1
  %e13 = comb.concat %z, %b13 : i5, i1
  %b14 = comb.extract %x from 14 : (i32) -> i1
  %e14 = comb.concat %z, %b14 : i5, i1
  %b15 = comb.extract %x from 15 : (i32) -> i1
  %e15 = comb.concat %z, %b15 : i5, i1
  %b16 = comb.extract %x from 16 : (i32) -> i1
  %e16 = comb.concat %z, %b16 : i5, i1
  %b17 = comb.extract %x from 17 : (i32) -> i1
  %e17 = comb.concat %z, %b17 : i5, i1
  %b18 = comb.extract %x from 18 : (i32) -> i1
  %e18 = comb.concat %z, %b18 : i5, i1
  %b19 = comb.extract %x from 19 : (i32) -> i1
  %e19 = comb.concat %z, %b19 : i5, i1
  %b20 = comb.extract %x from 20 : (i32) -> i1
  %e20 = comb.concat %z, %b20 : i5, i1
  %b21 = comb.extract %x from 21 : (i32) -> i1
  %e21 = comb.concat %z, %b21 : i5, i1
  %b22 = comb.extract %x from 22 : (i32) -> i1
  %e22 = comb.concat %z, %b22 : i5, i1
  %b23 = comb.extract %x from 23 : (i32) -> i1
  %e23 = comb.concat %z, %b23 : i5, i1
  %b24 = comb.extract %x from 24 : (i32) -> i1
  %e24 = comb.concat %z, %b24 : i5, i1
  %b25 = comb.extract %x from 25 : (i32) -> i1
  %e25 = comb.concat %z, %b25 : i5, i1
  %b26 = comb.extract %x from 26 : (i32) -> i1
  %e26 = comb.concat %z, %b26 : i5, i1
  %b27 = comb.extract %x from 27 : (i32) -> i1
  %e27 = comb.concat %z, %b27 : i5, i1
  %b28 = comb.extract %x from 28 : (i32) -> i1
  %e28 = comb.concat %z, %b28 : i5, i1
  %b29 = comb.extract %x from 29 : (i32) -> i1
  %e29 = comb.concat %z, %b29 : i5, i1
  %b30 = comb.extract %x from 30 : (i32) -> i1
  %e30 = comb.concat %z, %b30 : i5, i1
  %b31 = comb.extract %x from 31 : (i32) -> i1
  %e31 = comb.concat %z, %b31 : i5, i1
  %n = comb.add %e0, %e1, %e2, %e3, %e4, %e5, %e6, %e7, %e8, %e9, %e10, %e11, %e12, %e13, %e14, %e15, %e16, %e17, %e18, %e19, %e20, %e21, %e22, %e23, %e24, %e25, %e26, %e27, %e28, %e29, %e30, %e31 : i6
  hw.output %n : i6
}
hw.module @add4(in %a : i8, in %b : i8, in %c : i8, in %d : i8, out s : i8) {
  %s = comb.add %a, %b, %c, %d : i8
  hw.output %s : i8
}
hw.module @add9(in %a : i2, in %b : i2, in %c : i2, in %d : i2, in %e : i2, in %f : i2, in %g : i2, in %h : i2, in %i : i2, out s : i6) {
  %z = hw.constant 0 : i4
  %a6 = comb.concat %z, %a : i4, i2
  %b6 = comb.concat %z, %b : i4, i2
  %c6 = comb.concat %z, %c : i4, i2
  %d6 = comb.concat %z, %d : i4, i2
  %e6 = comb.concat %z, %e : i4, i2
  %f6 = comb.concat %z, %f : i4, i2
  %g6 = comb.concat %z, %g : i4, i2
  %h6 = comb.concat %z, %h : i4, i2
  %i6 = comb.concat %z, %i : i4, i2
  %s = comb.add %a6, %b6, %c6, %d6, %e6, %f6, %g6, %h6, %i6 : i6
  hw.output %s : i6
}
