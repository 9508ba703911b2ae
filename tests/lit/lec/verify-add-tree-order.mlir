// A sum of many operands is one compressor tree (bitblast.c, add_tree),
// and -O1 orders a commutative op's operands by node id, so the flow's
// tree and the reference's (-O0, as written) took the same bits in
// different orders: the same function built twice differently, which
// SAT sweeping could not prove (a 40-bit popcount: unknown after 60 s,
// 64 bits after 300 s).  Each column's bits are now taken in literal
// order, so both trees are one structure and the proofs are immediate.
// RUN: combc %s --emit=blif --verify --timeout=30 -o %t.blif 2>&1 | FileCheck %s --check-prefix=VER
// VER: verify: pop40: --emit=blif: equivalent
// At LUT-3 the flow sums with a Wallace tree (bitblast.c, sum_k), and so
// does --verify's reference (flow_sum_k): every link of the chain is
// decided without a SAT call (before, the reference had 6:3 counters
// and link 0 took 16 calls, 5 undecided, 3 s; a 128-bit popcount was
// unknown after 120 s).
// RUN: combc %s --emit=blif --lut-size=3 --verify --timeout=30 -o /dev/null --stats 2>&1 | FileCheck %s --check-prefix=K3
// K3: verify: pop40: --emit=blif: equivalent
// K3: stats: lec {{.*}} sat_calls=0
// RUN: combc lec %s %t.blif --timeout=30 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc eval %s -- 0xffffffffff | FileCheck %s --check-prefix=ALL
// ALL: 40
// RUN: combc eval %s -- 0x8000000421 | FileCheck %s --check-prefix=FOUR
// FOUR: 4
hw.module @pop40(in %a : i40, out y : i6) {
  %z = hw.constant 0 : i5
  %b0 = comb.extract %a from 0 : (i40) -> i1
  %e0 = comb.concat %z, %b0 : i5, i1
  %b1 = comb.extract %a from 1 : (i40) -> i1
  %e1 = comb.concat %z, %b1 : i5, i1
  %b2 = comb.extract %a from 2 : (i40) -> i1
  %e2 = comb.concat %z, %b2 : i5, i1
  %b3 = comb.extract %a from 3 : (i40) -> i1
  %e3 = comb.concat %z, %b3 : i5, i1
  %b4 = comb.extract %a from 4 : (i40) -> i1
  %e4 = comb.concat %z, %b4 : i5, i1
  %b5 = comb.extract %a from 5 : (i40) -> i1
  %e5 = comb.concat %z, %b5 : i5, i1
  %b6 = comb.extract %a from 6 : (i40) -> i1
  %e6 = comb.concat %z, %b6 : i5, i1
  %b7 = comb.extract %a from 7 : (i40) -> i1
  %e7 = comb.concat %z, %b7 : i5, i1
  %b8 = comb.extract %a from 8 : (i40) -> i1
  %e8 = comb.concat %z, %b8 : i5, i1
  %b9 = comb.extract %a from 9 : (i40) -> i1
  %e9 = comb.concat %z, %b9 : i5, i1
  %b10 = comb.extract %a from 10 : (i40) -> i1
  %e10 = comb.concat %z, %b10 : i5, i1
  %b11 = comb.extract %a from 11 : (i40) -> i1
  %e11 = comb.concat %z, %b11 : i5, i1
  %b12 = comb.extract %a from 12 : (i40) -> i1
  %e12 = comb.concat %z, %b12 : i5, i1
  %b13 = comb.extract %a from 13 : (i40) -> i1
  %e13 = comb.concat %z, %b13 : i5, i1
  %b14 = comb.extract %a from 14 : (i40) -> i1
  %e14 = comb.concat %z, %b14 : i5, i1
  %b15 = comb.extract %a from 15 : (i40) -> i1
  %e15 = comb.concat %z, %b15 : i5, i1
  %b16 = comb.extract %a from 16 : (i40) -> i1
  %e16 = comb.concat %z, %b16 : i5, i1
  %b17 = comb.extract %a from 17 : (i40) -> i1
  %e17 = comb.concat %z, %b17 : i5, i1
  %b18 = comb.extract %a from 18 : (i40) -> i1
  %e18 = comb.concat %z, %b18 : i5, i1
  %b19 = comb.extract %a from 19 : (i40) -> i1
  %e19 = comb.concat %z, %b19 : i5, i1
  %b20 = comb.extract %a from 20 : (i40) -> i1
  %e20 = comb.concat %z, %b20 : i5, i1
  %b21 = comb.extract %a from 21 : (i40) -> i1
  %e21 = comb.concat %z, %b21 : i5, i1
  %b22 = comb.extract %a from 22 : (i40) -> i1
  %e22 = comb.concat %z, %b22 : i5, i1
  %b23 = comb.extract %a from 23 : (i40) -> i1
  %e23 = comb.concat %z, %b23 : i5, i1
  %b24 = comb.extract %a from 24 : (i40) -> i1
  %e24 = comb.concat %z, %b24 : i5, i1
  %b25 = comb.extract %a from 25 : (i40) -> i1
  %e25 = comb.concat %z, %b25 : i5, i1
  %b26 = comb.extract %a from 26 : (i40) -> i1
  %e26 = comb.concat %z, %b26 : i5, i1
  %b27 = comb.extract %a from 27 : (i40) -> i1
  %e27 = comb.concat %z, %b27 : i5, i1
  %b28 = comb.extract %a from 28 : (i40) -> i1
  %e28 = comb.concat %z, %b28 : i5, i1
  %b29 = comb.extract %a from 29 : (i40) -> i1
  %e29 = comb.concat %z, %b29 : i5, i1
  %b30 = comb.extract %a from 30 : (i40) -> i1
  %e30 = comb.concat %z, %b30 : i5, i1
  %b31 = comb.extract %a from 31 : (i40) -> i1
  %e31 = comb.concat %z, %b31 : i5, i1
  %b32 = comb.extract %a from 32 : (i40) -> i1
  %e32 = comb.concat %z, %b32 : i5, i1
  %b33 = comb.extract %a from 33 : (i40) -> i1
  %e33 = comb.concat %z, %b33 : i5, i1
  %b34 = comb.extract %a from 34 : (i40) -> i1
  %e34 = comb.concat %z, %b34 : i5, i1
  %b35 = comb.extract %a from 35 : (i40) -> i1
  %e35 = comb.concat %z, %b35 : i5, i1
  %b36 = comb.extract %a from 36 : (i40) -> i1
  %e36 = comb.concat %z, %b36 : i5, i1
  %b37 = comb.extract %a from 37 : (i40) -> i1
  %e37 = comb.concat %z, %b37 : i5, i1
  %b38 = comb.extract %a from 38 : (i40) -> i1
  %e38 = comb.concat %z, %b38 : i5, i1
  %b39 = comb.extract %a from 39 : (i40) -> i1
  %e39 = comb.concat %z, %b39 : i5, i1
  %y = comb.add %e39, %e38, %e37, %e36, %e35, %e34, %e33, %e32, %e31, %e30, %e29, %e28, %e27, %e26, %e25, %e24, %e23, %e22, %e21, %e20, %e19, %e18, %e17, %e16, %e15, %e14, %e13, %e12, %e11, %e10, %e9, %e8, %e7, %e6, %e5, %e4, %e3, %e2, %e1, %e0 : i6
  hw.output %y : i6
}
