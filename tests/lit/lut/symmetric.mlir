// Outputs that depend only on how many of a few inputs are 1 (totally
// symmetric functions) are rebuilt as one population count of those
// inputs and a small function of the count (src/aig/symm.c), when that
// maps to fewer LUTs at no more depth.
//
// @swar is examples/popcount.mlir: the SWAR count of 16 bits and its
// parity.  Mapped as written it was 21 LUT-6s; the count built from 6:3
// counters is 16 by hand: three counters over 6 + 6 + 4 bits (9 LUTs)
// leave three 3-bit counts; bit 0 is the XOR of their bit 0s (1 LUT),
// bit 1 and the two carries out of weight 2 are functions of the six
// bits of weight 1 and 2 (3 LUTs), bit 2 is the XOR of the three
// weight-4 bits and a carry (1 LUT), bits 3 and 4 functions of those
// four and the other carry (2 LUTs); parity is bit 0.
// RUN: combc %s --top=swar -O2 --emit=blif --stats -o %t.swar.blif 2>&1 | FileCheck %s --check-prefix=SWAR
// SWAR: symmetric_pos=6
// LUTs: .names of two or more inputs (parity is a buffer of bit 0).
// RUN: grep '^.names' %t.swar.blif | awk 'NF >= 4' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 16 else 1)"
// RUN: combc lec %s %t.swar.blif --top-a=swar | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// Every one of the 65536 inputs, as LUTs, in both simulators.
// RUN: combc sim %s --top=swar -O2 --emit=lut-sv | FileCheck %s --check-prefix=SIM
// SIM: verilator: 65536 vectors (exhaustive), 0 mismatches
// SIM: iverilog: 65536 vectors (exhaustive), 0 mismatches
// Hand values: popcount(0xffff) = 16, parity 0; popcount(0x8001) = 2;
// popcount(0x1235) = 6, parity 0; popcount(0x0007) = 3, parity 1.
// RUN: combc eval %t.swar.blif -- 0xffff | FileCheck %s --check-prefix=V1
// V1: 16
// V1-NEXT: 0
// RUN: combc eval %t.swar.blif -- 0x8001 | FileCheck %s --check-prefix=V2
// V2: 2
// RUN: combc eval %t.swar.blif -- 0x1235 | FileCheck %s --check-prefix=V3
// V3: 6
// V3-NEXT: 0
// RUN: combc eval %t.swar.blif -- 7 | FileCheck %s --check-prefix=V4
// V4: 3
// V4-NEXT: 1
//
// @votes: majority, at least 3, exactly 4 of 9 (symmetric), and their
// AND and parity (symmetric too): proven at K = 3, 4 and 6, and
// exhaustively co-simulated at K = 4 (in Icarus: the time is the build).
// RUN: combc %s --top=votes -O2 --lut-size=6 --emit=blif -o %t.v6.blif
// RUN: combc lec %s %t.v6.blif --top-a=votes | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=votes -O2 --lut-size=4 --emit=blif -o %t.v4.blif
// RUN: combc lec %s %t.v4.blif --top-a=votes | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=votes -O2 --lut-size=3 --emit=blif -o %t.v3.blif
// RUN: combc lec %s %t.v3.blif --top-a=votes | FileCheck %s --check-prefix=EQ
// RUN: combc sim %s --top=votes -O2 --lut-size=4 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM9
// SIM9: iverilog: 512 vectors (exhaustive), 0 mismatches
//
// Near misses stay as they are: a count where bit 0 weighs double is not
// symmetric; an AND and an OR of 12 bits are symmetric but cheaper as
// trees (3 LUT-6s each, against a 12-bit count).
// RUN: combc %s --top=lopsided -O2 --emit=blif --stats -o %t.l.blif 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: combc lec %s %t.l.blif --top-a=lopsided | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=wide -O2 --emit=blif --stats -o %t.w.blif 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: symmetric_pos=0
// RUN: grep '^.names' %t.w.blif | awk 'NF >= 4' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 6 else 1)"
hw.module @swar(in %x : i16, out count : i5, out parity : i1) {
  %c1 = hw.constant 1 : i16
  %c2 = hw.constant 2 : i16
  %c4 = hw.constant 4 : i16
  %c8 = hw.constant 8 : i16
  %m1 = hw.constant 0x5555 : i16
  %m2 = hw.constant 0x3333 : i16
  %m4 = hw.constant 0x0f0f : i16
  // pairs: each 2-bit field holds the count of its two bits
  %s1 = comb.shru %x, %c1 : i16
  %o1 = comb.and %s1, %m1 : i16
  %pairs = comb.sub %x, %o1 : i16
  // nibbles
  %e2 = comb.and %pairs, %m2 : i16
  %s2 = comb.shru %pairs, %c2 : i16
  %o2 = comb.and %s2, %m2 : i16
  %nibbles = comb.add %e2, %o2 : i16
  // bytes
  %s4 = comb.shru %nibbles, %c4 : i16
  %t4 = comb.add %nibbles, %s4 : i16
  %bytes = comb.and %t4, %m4 : i16
  // both bytes
  %s8 = comb.shru %bytes, %c8 : i16
  %t8 = comb.add %bytes, %s8 : i16
  %count = comb.extract %t8 from 0 : (i16) -> i5
  %parity = comb.parity %x : i16
  hw.output %count, %parity : i5, i1
}
hw.module @votes(in %x : i9, out maj : i1, out t3 : i1, out ex4 : i1, out all : i1, out par : i1) {
  %z = hw.constant 0 : i3
  %b0 = comb.extract %x from 0 : (i9) -> i1
  %e0 = comb.concat %z, %b0 : i3, i1
  %b1 = comb.extract %x from 1 : (i9) -> i1
  %e1 = comb.concat %z, %b1 : i3, i1
  %b2 = comb.extract %x from 2 : (i9) -> i1
  %e2 = comb.concat %z, %b2 : i3, i1
  %b3 = comb.extract %x from 3 : (i9) -> i1
  %e3 = comb.concat %z, %b3 : i3, i1
  %b4 = comb.extract %x from 4 : (i9) -> i1
  %e4 = comb.concat %z, %b4 : i3, i1
  %b5 = comb.extract %x from 5 : (i9) -> i1
  %e5 = comb.concat %z, %b5 : i3, i1
  %b6 = comb.extract %x from 6 : (i9) -> i1
  %e6 = comb.concat %z, %b6 : i3, i1
  %b7 = comb.extract %x from 7 : (i9) -> i1
  %e7 = comb.concat %z, %b7 : i3, i1
  %b8 = comb.extract %x from 8 : (i9) -> i1
  %e8 = comb.concat %z, %b8 : i3, i1
  %s = comb.add %e0, %e1, %e2, %e3, %e4, %e5, %e6, %e7, %e8 : i4
  %c5 = hw.constant 5 : i4
  %c3 = hw.constant 3 : i4
  %c4 = hw.constant 4 : i4
  %maj = comb.icmp uge %s, %c5 : i4
  %t3 = comb.icmp uge %s, %c3 : i4
  %ex4 = comb.icmp eq %s, %c4 : i4
  %ones = hw.constant -1 : i9
  %all = comb.icmp eq %x, %ones : i9
  %par = comb.parity %x : i9
  hw.output %maj, %t3, %ex4, %all, %par : i1, i1, i1, i1, i1
}
hw.module @lopsided(in %x : i10, out s : i5) {
  %z = hw.constant 0 : i4
  %b0 = comb.extract %x from 0 : (i10) -> i1
  %e0 = comb.concat %z, %b0 : i4, i1
  %b1 = comb.extract %x from 1 : (i10) -> i1
  %e1 = comb.concat %z, %b1 : i4, i1
  %b2 = comb.extract %x from 2 : (i10) -> i1
  %e2 = comb.concat %z, %b2 : i4, i1
  %b3 = comb.extract %x from 3 : (i10) -> i1
  %e3 = comb.concat %z, %b3 : i4, i1
  %b4 = comb.extract %x from 4 : (i10) -> i1
  %e4 = comb.concat %z, %b4 : i4, i1
  %b5 = comb.extract %x from 5 : (i10) -> i1
  %e5 = comb.concat %z, %b5 : i4, i1
  %b6 = comb.extract %x from 6 : (i10) -> i1
  %e6 = comb.concat %z, %b6 : i4, i1
  %b7 = comb.extract %x from 7 : (i10) -> i1
  %e7 = comb.concat %z, %b7 : i4, i1
  %b8 = comb.extract %x from 8 : (i10) -> i1
  %e8 = comb.concat %z, %b8 : i4, i1
  %b9 = comb.extract %x from 9 : (i10) -> i1
  %e9 = comb.concat %z, %b9 : i4, i1
  %s = comb.add %e0, %e0, %e1, %e2, %e3, %e4, %e5, %e6, %e7, %e8, %e9 : i5
  hw.output %s : i5
}
hw.module @wide(in %x : i12, out a : i1, out o : i1) {
  %ones = hw.constant -1 : i12
  %zero = hw.constant 0 : i12
  %a = comb.icmp eq %x, %ones : i12
  %o = comb.icmp ne %x, %zero : i12
  hw.output %a, %o : i1, i1
}
