// --stats: fraig's line says what the SAT sweep did besides the sizes:
// nodes proven equal and merged, global SAT calls, and calls stopped by
// the conflict limit (a slow fraig shows as many calls that merge
// little).  ~(~a - b) is a + b built another way: the sweep merges the
// two adders' sum bits (here by window proofs, no global call).
//
// RUN: combc %s -O2 --emit=blif --stats -o %t.blif 2>&1 | FileCheck %s
// CHECK: stats: fraig {{.*}} ands_in=[[IN:[0-9]+]] levels_in={{[0-9]+}} ands={{[0-9]+}} levels={{[0-9]+}} merged={{[1-9][0-9]*}} sat_calls={{[0-9]+}} undecided=0
// RUN: combc lec %s %t.blif | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s -O2 --emit=blif --stats --no-fraig -o %t.no.blif 2>&1 | FileCheck %s --check-prefix=NO --implicit-check-not='stats: fraig'
// NO: stats: lutmap
hw.module @two_adders(in %a : i16, in %b : i16, out s : i16, out t : i16) {
  %ones = hw.constant -1 : i16
  %s = comb.add %a, %b : i16
  %na = comb.xor %a, %ones : i16
  %d = comb.sub %na, %b : i16
  %t = comb.xor %d, %ones : i16
  hw.output %s, %t : i16, i16
}
