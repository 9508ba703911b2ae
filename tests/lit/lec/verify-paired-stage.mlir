// LUT pairs merged after the don't-care resynthesis (lutpack.c, pair
// merging) are a stage of their own, `paired`: mfs's certificate covers
// packed -> resynthesized only, so --verify proves resynthesized ->
// paired like any other link, and the saved netlists prove link by link.
// An 8-bit signed division at K=4 has such a pair after mfs (a 12-bit
// one too, but its run took a minute, most of it the mfs certificate).
// Expected quotients by hand (truncating): -127 / 3 = -42 (0xd6 in 8
// bits), 100 / -7 = -14 (0xf2), MIN / -1 = MIN (0x80); by zero: all
// ones.
// RUN: rm -rf %t.d
// RUN: combc %s -O2 --lut-size=4 --emit=blif --save-stages=%t.d --verify --stats -o %t.blif 2>&1 | FileCheck %s
// CHECK: verify: divs8: --emit=blif: equivalent
// CHECK: lec_stage {{.*}} link=5 verdict=equal (proven by the pass)
// CHECK-NEXT: lec_stage {{.*}} link=6 verdict=equal{{$}}
// RUN: ls %t.d | FileCheck %s --check-prefix=FILES
// FILES: 06-resynthesized.blif
// FILES-NEXT: 07-paired.blif
// RUN: combc lec %t.d/06-resynthesized.blif %t.d/07-paired.blif | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// The merge saved a LUT: one .names line fewer.
// RUN: test $(grep -c '^.names' %t.d/07-paired.blif) -lt $(grep -c '^.names' %t.d/06-resynthesized.blif)
// RUN: combc eval %t.blif --hex -- -127 3 | FileCheck %s --check-prefix=Q
// Q: 0xd6
// RUN: combc eval %t.blif --hex -- 100 -7 | FileCheck %s --check-prefix=R
// R: 0xf2
// RUN: combc eval %t.blif --hex -- 0x80 -1 | FileCheck %s --check-prefix=M
// M: 0x80
// RUN: combc eval %t.blif --hex -- 5 0 | FileCheck %s --check-prefix=Z
// Z: 0xff
hw.module @divs8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.divs %a, %b : i8
  hw.output %y : i8
}
