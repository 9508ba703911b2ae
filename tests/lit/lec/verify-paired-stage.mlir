// LUT pairs merged after the don't-care resynthesis (lutpack.c, pair
// merging) are a stage of their own, `paired`: mfs's certificate covers
// packed -> resynthesized only, so --verify proves resynthesized ->
// paired like any other link, and the saved netlists prove link by link.
// A 12-bit signed division at K=4 has such a pair after mfs.  Expected
// quotients by hand (truncating): -2047 / 3 = -682 (0xd56 in 12 bits),
// 100 / -7 = -14 (0xff2), MIN / -1 = MIN (0x800); by zero: all ones.
// RUN: rm -rf %t.d
// RUN: combc %s -O2 --lut-size=4 --emit=blif --save-stages=%t.d --verify --stats -o %t.blif 2>&1 | FileCheck %s
// CHECK: verify: divs12: --emit=blif: equivalent
// CHECK: lec_stage {{.*}} link=4 verdict=equal (proven by the pass)
// CHECK-NEXT: lec_stage {{.*}} link=5 verdict=equal{{$}}
// RUN: ls %t.d | FileCheck %s --check-prefix=FILES
// FILES: 05-resynthesized.blif
// FILES-NEXT: 06-paired.blif
// RUN: combc lec %t.d/05-resynthesized.blif %t.d/06-paired.blif | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// The merge saved a LUT: one .names line fewer.
// RUN: test $(grep -c '^.names' %t.d/06-paired.blif) -lt $(grep -c '^.names' %t.d/05-resynthesized.blif)
// RUN: combc eval %t.blif --hex -- -2047 3 | FileCheck %s --check-prefix=Q
// Q: 0xd56
// RUN: combc eval %t.blif --hex -- 100 -7 | FileCheck %s --check-prefix=R
// R: 0xff2
// RUN: combc eval %t.blif --hex -- 0x800 -1 | FileCheck %s --check-prefix=M
// M: 0x800
// RUN: combc eval %t.blif --hex -- 5 0 | FileCheck %s --check-prefix=Z
// Z: 0xfff
hw.module @divs12(in %a : i12, in %b : i12, out y : i12) {
  %y = comb.divs %a, %b : i12
  hw.output %y : i12
}
