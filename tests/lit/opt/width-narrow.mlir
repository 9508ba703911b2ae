// width.c (-O2): operations narrowed to the bits that matter, bit-exact.
//   add8:   a 32-bit add of which 8 bits are used is an 8-bit add;
//   masked: a 32-bit product masked to 8 bits is an 8-bit multiplier;
//   zadd:   the sum of two zero-extended bytes is a 9-bit add (the upper
//           bits are known zero and not computed);
//   cmp:    a zero-extended 4-bit value compared against 10 compares 4 bits;
//   sdiv:   32-bit signed division of sign-extended bytes divides 9 bits
//           (room for -128 / -1 = 128; x / 0 stays -1);
//   smod:   their remainder needs 8 bits, but is computed at the
//           quotient's 9 bits, on the same operands, so that one divider
//           serves both (the SV emitter builds a - q * b from q);
//   @loop_bound: an `index` known to be below 16 compared against 10 needs
//           4 bits (--index-width=64: otherwise the IR keeps `index`).
// --stats reports what width inference did.
//
// RUN: combc %s --emit=mlir -O2 --index-width=64 | FileCheck %s --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 --index-width=64 --stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: combc %s --emit=mlir -O1 --index-width=64 --stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS1
// RUN: combc %s --emit=mlir -O2 --index-width=64 | combc eval - --top=narrow -- 0x12345678 0xff90 0x85 7 9 | FileCheck %s %exact --check-prefix=EV1
// RUN: combc eval %s --top=narrow -- 0x12345678 0xff90 0x85 7 9 | FileCheck %s %exact --check-prefix=EV1
// RUN: combc %s --emit=mlir -O2 --index-width=64 | combc eval - --top=narrow -- 0xffffffff 1 0x80 0xff 10 | FileCheck %s %exact --check-prefix=EV2
// RUN: combc eval %s --top=narrow -- 0xffffffff 1 0x80 0xff 10 | FileCheck %s %exact --check-prefix=EV2
// RUN: combc %s --emit=mlir -O2 --index-width=64 | combc eval - --top=narrow -- 0 0 5 0 15 | FileCheck %s %exact --check-prefix=EV3
// RUN: combc eval %s --top=narrow -- 0 0 5 0 15 | FileCheck %s %exact --check-prefix=EV3
// RUN: for n in 0 9 10 15; do combc %s --emit=mlir -O2 --index-width=64 | combc eval - --top=loop_bound -- $n; done | FileCheck %s %exact --check-prefix=LB
// RUN: for n in 0 9 10 15; do combc eval %s --top=loop_bound -- $n; done | FileCheck %s %exact --check-prefix=LB
//
// MLIR-LABEL: hw.module @narrow(
// MLIR-DAG: %[[B8:.+]] = comb.extract %b from 0 : (i32) -> i8
// MLIR-DAG: %[[A8:.+]] = comb.extract %a from 0 : (i32) -> i8
// MLIR-DAG: %add8 = comb.add %[[A8]], %[[B8]] : i8
// MLIR-DAG: %[[M8:.+]] = comb.mul %[[A8]], %[[B8]] : i8
// MLIR-DAG: %[[MASKED:.+]] = comb.concat %c0_i24, %[[M8]] : i24, i8
// MLIR-DAG: %[[Q9:.+]] = comb.concat %false, %q : i1, i8
// MLIR-DAG: %[[P9:.+]] = comb.concat %false, %p : i1, i8
// MLIR-DAG: %[[ZADD:.+]] = comb.add %[[P9]], %[[Q9]] : i9
// MLIR-DAG: %zadd = comb.concat %c0_i23, %[[ZADD]] : i23, i9
// (10 as an i4 prints as -6)
// MLIR-DAG: %cmp = comb.icmp ult %n, %c-6_i4 : i4
// MLIR-DAG: %[[DIV:.+]] = comb.divs %[[P9S:.+]], %[[Q9S:.+]] : i9
// MLIR-DAG: %[[MOD:.+]] = comb.mods %[[P9S]], %[[Q9S]] : i9
// MLIR-NOT: : i32
// MLIR: hw.output %add8, %[[MASKED]], %zadd, %cmp, %sdiv, %smod : i8, i32, i32, i1, i32, i32
// MLIR-LABEL: hw.module @loop_bound(in %n : i4, out result : i1) {
// MLIR-NEXT: %c-6_i4 = hw.constant -6 : i4
// MLIR-NEXT: %lt = comb.icmp ult %n, %c-6_i4 : i4
// MLIR-NEXT: hw.output %lt : i1
//
// STATS: stats: width {{.*}} narrowed={{[1-9][0-9]*}} bits_saved={{[1-9][0-9]*}} compares={{[1-9][0-9]*}} constants=
// STATS1-NOT: stats: width
//
// a = 0x12345678, b = 0xff90, p = -123, q = 7, n = 9:
// 0x78 + 0x90 = 0x108; 0x78 * 0x90 = 0x4380; 133 + 7; 9 < 10;
// -123 / 7 = -17 (2^32 - 17), -123 % 7 = -4 (2^32 - 4)
// EV1: 8
// EV1-NEXT: 128
// EV1-NEXT: 140
// EV1-NEXT: 1
// EV1-NEXT: 4294967279
// EV1-NEXT: 4294967292
// a = 0xffffffff, b = 1, p = -128, q = -1, n = 10: -128 / -1 = 128 at 32 bits
// EV2: 0
// EV2-NEXT: 255
// EV2-NEXT: 383
// EV2-NEXT: 0
// EV2-NEXT: 128
// EV2-NEXT: 0
// p = 5, q = 0: 5 / 0 = -1, 5 % 0 = 5
// EV3: 0
// EV3-NEXT: 0
// EV3-NEXT: 5
// EV3-NEXT: 0
// EV3-NEXT: 4294967295
// EV3-NEXT: 5
// LB: 1
// LB-NEXT: 1
// LB-NEXT: 0
// LB-NEXT: 0
hw.module @narrow(in %a : i32, in %b : i32, in %p : i8, in %q : i8,
    in %n : i4, out add8 : i8, out masked : i32, out zadd : i32,
    out cmp : i1, out sdiv : i32, out smod : i32) {
  %s = comb.add %a, %b : i32
  %add8 = comb.extract %s from 0 : (i32) -> i8
  %m = comb.mul %a, %b : i32
  %ff = hw.constant 255 : i32
  %masked = comb.and %m, %ff : i32
  %z24 = hw.constant 0 : i24
  %pz = comb.concat %z24, %p : i24, i8
  %qz = comb.concat %z24, %q : i24, i8
  %zadd = comb.add %pz, %qz : i32
  %z28 = hw.constant 0 : i28
  %nz = comb.concat %z28, %n : i28, i4
  %c10 = hw.constant 10 : i32
  %cmp = comb.icmp ult %nz, %c10 : i32
  %ps = comb.extract %p from 7 : (i8) -> i1
  %pr = comb.replicate %ps : (i1) -> i24
  %px = comb.concat %pr, %p : i24, i8
  %qs = comb.extract %q from 7 : (i8) -> i1
  %qr = comb.replicate %qs : (i1) -> i24
  %qx = comb.concat %qr, %q : i24, i8
  %sdiv = comb.divs %px, %qx : i32
  %smod = comb.mods %px, %qx : i32
  hw.output %add8, %masked, %zadd, %cmp, %sdiv, %smod
    : i8, i32, i32, i1, i32, i32
}

func.func @loop_bound(%n: i4) -> i1 {
  %i = index.castu %n : i4 to index
  %c10 = index.constant 10
  %lt = index.cmp ult(%i, %c10)
  return %lt : i1
}
