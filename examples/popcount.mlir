// Population count and parity of a 16-bit word, in the comb dialect.
//
// count: the number of set bits, by the classic SWAR reduction (add
// neighbouring 1-, 2-, 4- and 8-bit fields in place); parity: comb.parity,
// the xor of all bits (equal to bit 0 of count, which the outputs let a
// test compare).  16 input bits: `combc sim` checks all 65536 inputs.
hw.module @popcount(in %x : i16, out count : i5, out parity : i1) {
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
