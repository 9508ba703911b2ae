// Under --verify, don't-care resynthesis (mfs) proves each of its steps
// (src/check/cert.c), so --verify does not prove the packed ->
// resynthesized link again; the result is the same bytes as without
// --verify.  mfs changes something here (LUTs below luts_in), so the
// certificate has real steps to prove.
// RUN: combc %s -O2 --emit=blif --verify --stats -o %t.v.blif 2>&1 | FileCheck %s
// CHECK-DAG: verify: dc: --emit=blif: equivalent
// CHECK-DAG: stats: mfs {{.*}} luts_in=[[IN:[0-9]+]] luts=[[OUT:[0-9]+]]
// CHECK-DAG: stats: mfs_proof {{.*}} steps={{[1-9][0-9]*}} failed=0 proven=yes
// CHECK-DAG: stats: lec_stage {{.*}} verdict=equal (proven by the pass)
// RUN: combc %s -O2 --emit=blif -o %t.blif
// RUN: cmp %t.blif %t.v.blif
// RUN: combc %s -O2 --emit=blif --stats -o %t.blif 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: mfs_proof
// The result, proven again from scratch against the MLIR.
// RUN: combc lec %s %t.v.blif | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// --no-mfs: no certificate, every link by lec.
// RUN: combc %s -O2 --emit=blif --no-mfs --verify --stats -o %t.n.blif 2>&1 | FileCheck %s --check-prefix=NOMFS
// NOMFS-NOT: proven by the pass
// NOMFS: verify: dc: --emit=blif: equivalent
hw.module @dc(in %a : i16, in %b : i16, in %s : i1, in %c : i16, out y : i16, out z : i16) {
  %x = comb.xor %a, %b : i16
  %n = comb.and %x, %c : i16
  %m = comb.mux %s, %n, %a : i16
  %p = comb.mul %m, %b : i16
  %q = comb.add %p, %x : i16
  %lt = comb.icmp ult %a, %b : i16
  %r = comb.mux %lt, %q, %p : i16
  hw.output %r, %q : i16, i16
}
