// Conformance: CIRCT's circt-lec comb test, evaluated.
//
// Adapted from llvm/circt integration_test/circt-lec/comb.mlir (modules using
// `verif` removed, as provided in shared/conformance/designs/).  Part of the
// LLVM Project, under the Apache License v2.0 with LLVM Exceptions.  See
// https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Upstream proves module pairs equivalent with circt-lec (its RUN lines are
// kept below as `upstream:` comments, with the expected `c1 == c2`).  Here
// each pair is evaluated with combc on every input where that is small (the
// expected lines are generated from the operation's definition and both
// modules must print exactly them) and on chosen vectors otherwise.
// The `_unsafe` modules divide without guarding zero: circt-lec finds them
// not equal to themselves because CIRCT leaves x / 0 undefined; in combc
// x / 0 is all ones and x mod 0 is x (README, Semantics), so they are
// checked against those values, and against the guarded modules, which
// give 0 there and agree everywhere else.
//
// comb.add: adder == completeAdder on all 16 inputs (sum mod 4).
// RUN: for a in 0 1 2 3; do for b in 0 1 2 3; do combc eval %s --top=adder -- $a $b || exit 1; done; done > %t.adder
// RUN: for a in 0 1 2 3; do for b in 0 1 2 3; do combc eval %s --top=completeAdder -- $a $b || exit 1; done; done > %t.completeAdder
// RUN: %python -c "print('\n'.join(str((a + b) % 4) for a in range(4) for b in range(4)))" > %t.adder.expected
// RUN: diff %t.adder.expected %t.adder
// RUN: diff %t.adder %t.completeAdder
//
// comb.and: and == decomposedAnd.
// RUN: for a in 0 1; do for b in 0 1; do combc eval %s --top=and -- $a $b || exit 1; done; done > %t.and
// RUN: for a in 0 1; do for b in 0 1; do combc eval %s --top=decomposedAnd -- $a $b || exit 1; done; done > %t.decomposedAnd
// RUN: %python -c "print('\n'.join(str(a & b) for a in range(2) for b in range(2)))" > %t.and.expected
// RUN: diff %t.and.expected %t.and
// RUN: diff %t.and %t.decomposedAnd
//
// comb.or: or == decomposedOr.
// RUN: for a in 0 1; do for b in 0 1; do combc eval %s --top=or -- $a $b || exit 1; done; done > %t.or
// RUN: for a in 0 1; do for b in 0 1; do combc eval %s --top=decomposedOr -- $a $b || exit 1; done; done > %t.decomposedOr
// RUN: %python -c "print('\n'.join(str(a | b) for a in range(2) for b in range(2)))" > %t.or.expected
// RUN: diff %t.or.expected %t.or
// RUN: diff %t.or %t.decomposedOr
//
// comb.mul: mulBy2 == addTwice.
// RUN: for a in 0 1 2 3; do combc eval %s --top=mulBy2 -- $a || exit 1; done > %t.mulBy2
// RUN: for a in 0 1 2 3; do combc eval %s --top=addTwice -- $a || exit 1; done > %t.addTwice
// RUN: %python -c "print('\n'.join(str(2 * a % 4) for a in range(4)))" > %t.mulBy2.expected
// RUN: diff %t.mulBy2.expected %t.mulBy2
// RUN: diff %t.mulBy2 %t.addTwice
//
// comb.parity: parity == decomposedParity on all 256 inputs.
// RUN: for x in $(seq 0 255); do combc eval %s --top=parity -- $x || exit 1; done > %t.parity
// RUN: for x in $(seq 0 255); do combc eval %s --top=decomposedParity -- $x || exit 1; done > %t.decomposedParity
// RUN: %python -c "print('\n'.join(str(bin(x).count('1') % 2) for x in range(256)))" > %t.parity.expected
// RUN: diff %t.parity.expected %t.parity
// RUN: diff %t.parity %t.decomposedParity
//
// comb.reverse: reverse == decomposedReverse on all 256 inputs.
// RUN: for x in $(seq 0 255); do combc eval %s --top=reverse -- $x || exit 1; done > %t.reverse
// RUN: for x in $(seq 0 255); do combc eval %s --top=decomposedReverse -- $x || exit 1; done > %t.decomposedReverse
// RUN: %python -c "print('\n'.join(str(int(format(x, '08b')[::-1], 2)) for x in range(256)))" > %t.reverse.expected
// RUN: diff %t.reverse.expected %t.reverse
// RUN: diff %t.reverse %t.decomposedReverse
//
// comb.replicate: replicate == decomposedReplicate (x * 0b01010101).
// RUN: for x in 0 1 2 3; do combc eval %s --top=replicate -- $x || exit 1; done > %t.replicate
// RUN: for x in 0 1 2 3; do combc eval %s --top=decomposedReplicate -- $x || exit 1; done > %t.decomposedReplicate
// RUN: %python -c "print('\n'.join(str(x * 0x55) for x in range(4)))" > %t.replicate.expected
// RUN: diff %t.replicate.expected %t.replicate
// RUN: diff %t.replicate %t.decomposedReplicate
//
// comb.shl: shl == decomposedShl on all 16 inputs.
// RUN: for a in 0 1 2 3; do for b in 0 1 2 3; do combc eval %s --top=shl -- $a $b || exit 1; done; done > %t.shl
// RUN: for a in 0 1 2 3; do for b in 0 1 2 3; do combc eval %s --top=decomposedShl -- $a $b || exit 1; done; done > %t.decomposedShl
// RUN: %python -c "print('\n'.join(str((a << b) % 4) for a in range(4) for b in range(4)))" > %t.shl.expected
// RUN: diff %t.shl.expected %t.shl
// RUN: diff %t.shl %t.decomposedShl
//
// comb.icmp: a == ~a never holds: eqInv == constFalse on all 256 inputs.
// RUN: for x in $(seq 0 255); do combc eval %s --top=eqInv -- $x || exit 1; done > %t.eqInv
// RUN: for x in $(seq 0 255); do combc eval %s --top=constFalse -- $x || exit 1; done > %t.constFalse
// RUN: %python -c "print('\n'.join('0' for x in range(256)))" > %t.eqInv.expected
// RUN: diff %t.eqInv.expected %t.eqInv
// RUN: diff %t.eqInv %t.constFalse
//
// comb.sub: subtractor == completeSubtractor on 64 inputs.
// RUN: for a in 0 1 2 85 127 128 200 255; do for b in 0 1 2 85 127 128 200 255; do combc eval %s --top=subtractor -- $a $b || exit 1; done; done > %t.subtractor
// RUN: for a in 0 1 2 85 127 128 200 255; do for b in 0 1 2 85 127 128 200 255; do combc eval %s --top=completeSubtractor -- $a $b || exit 1; done; done > %t.completeSubtractor
// RUN: %python -c "print('\n'.join(str((a - b) % 256) for a in [0, 1, 2, 85, 127, 128, 200, 255] for b in [0, 1, 2, 85, 127, 128, 200, 255]))" > %t.subtractor.expected
// RUN: diff %t.subtractor.expected %t.subtractor
// RUN: diff %t.subtractor %t.completeSubtractor
//
// comb.mux: mux == decomposedMux.
// RUN: combc eval %s --top=mux -- 1 11 22 | FileCheck %s %exact --check-prefix=EV_MUX0
// RUN: combc eval %s --top=decomposedMux -- 1 11 22 | FileCheck %s %exact --check-prefix=EV_MUX0
// EV_MUX0: 11
// RUN: combc eval %s --top=mux -- 0 11 22 | FileCheck %s %exact --check-prefix=EV_MUX1
// RUN: combc eval %s --top=decomposedMux -- 0 11 22 | FileCheck %s %exact --check-prefix=EV_MUX1
// EV_MUX1: 22
// RUN: combc eval %s --top=mux -- 1 255 0 | FileCheck %s %exact --check-prefix=EV_MUX2
// RUN: combc eval %s --top=decomposedMux -- 1 255 0 | FileCheck %s %exact --check-prefix=EV_MUX2
// EV_MUX2: 255
// RUN: combc eval %s --top=mux -- 0 255 0 | FileCheck %s %exact --check-prefix=EV_MUX3
// RUN: combc eval %s --top=decomposedMux -- 0 255 0 | FileCheck %s %exact --check-prefix=EV_MUX3
// EV_MUX3: 0
// RUN: combc eval %s --top=mux -- 1 0 255 | FileCheck %s %exact --check-prefix=EV_MUX4
// RUN: combc eval %s --top=decomposedMux -- 1 0 255 | FileCheck %s %exact --check-prefix=EV_MUX4
// EV_MUX4: 0
// RUN: combc eval %s --top=mux -- 0 0 255 | FileCheck %s %exact --check-prefix=EV_MUX5
// RUN: combc eval %s --top=decomposedMux -- 0 0 255 | FileCheck %s %exact --check-prefix=EV_MUX5
// EV_MUX5: 255
// RUN: combc eval %s --top=mux -- 1 128 127 | FileCheck %s %exact --check-prefix=EV_MUX6
// RUN: combc eval %s --top=decomposedMux -- 1 128 127 | FileCheck %s %exact --check-prefix=EV_MUX6
// EV_MUX6: 128
// RUN: combc eval %s --top=mux -- 0 128 127 | FileCheck %s %exact --check-prefix=EV_MUX7
// RUN: combc eval %s --top=decomposedMux -- 0 128 127 | FileCheck %s %exact --check-prefix=EV_MUX7
// EV_MUX7: 127
//
// basic is the identity, not the inversion.
// RUN: combc eval %s --top=basic -- 0 | FileCheck %s %exact --check-prefix=EV_BASIC0
// EV_BASIC0: 0
// RUN: combc eval %s --top=basic -- 1 | FileCheck %s %exact --check-prefix=EV_BASIC1
// EV_BASIC1: 1
//
// RUN: combc eval %s --top=not -- 0 | FileCheck %s %exact --check-prefix=EV_NOT0
// EV_NOT0: 1
// RUN: combc eval %s --top=not -- 1 | FileCheck %s %exact --check-prefix=EV_NOT1
// EV_NOT1: 0
//
// comb.divs: the guarded and unguarded modules agree except at a zero divisor.
// RUN: combc eval %s --top=divs_unsafe -- 7 2 | FileCheck %s %exact --check-prefix=EV_DIVS0
// RUN: combc eval %s --top=divs -- 7 2 | FileCheck %s %exact --check-prefix=EV_DIVS0
// EV_DIVS0: 3
// RUN: combc eval %s --top=divs_unsafe -- -7 2 | FileCheck %s %exact --check-prefix=EV_DIVS1
// RUN: combc eval %s --top=divs -- -7 2 | FileCheck %s %exact --check-prefix=EV_DIVS1
// EV_DIVS1: 4294967293
// RUN: combc eval %s --top=divs_unsafe -- 7 -2 | FileCheck %s %exact --check-prefix=EV_DIVS2
// RUN: combc eval %s --top=divs -- 7 -2 | FileCheck %s %exact --check-prefix=EV_DIVS2
// EV_DIVS2: 4294967293
// RUN: combc eval %s --top=divs_unsafe -- 100 7 | FileCheck %s %exact --check-prefix=EV_DIVS3
// RUN: combc eval %s --top=divs -- 100 7 | FileCheck %s %exact --check-prefix=EV_DIVS3
// EV_DIVS3: 14
// RUN: combc eval %s --top=divs_unsafe -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_DIVS4
// RUN: combc eval %s --top=divs -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_DIVS4
// EV_DIVS4: 2147483648
// RUN: combc eval %s --top=divs_unsafe -- 5 0 | FileCheck %s %exact --check-prefix=EV_DIVS5_UNSAFE
// EV_DIVS5_UNSAFE: 4294967295
// RUN: combc eval %s --top=divs -- 5 0 | FileCheck %s %exact --check-prefix=EV_DIVS5
// EV_DIVS5: 0
// RUN: combc eval %s --top=divs_unsafe -- -5 0 | FileCheck %s %exact --check-prefix=EV_DIVS6_UNSAFE
// EV_DIVS6_UNSAFE: 4294967295
// RUN: combc eval %s --top=divs -- -5 0 | FileCheck %s %exact --check-prefix=EV_DIVS6
// EV_DIVS6: 0
//
// comb.divu: the guarded and unguarded modules agree except at a zero divisor.
// RUN: combc eval %s --top=divu_unsafe -- 7 2 | FileCheck %s %exact --check-prefix=EV_DIVU0
// RUN: combc eval %s --top=divu -- 7 2 | FileCheck %s %exact --check-prefix=EV_DIVU0
// EV_DIVU0: 3
// RUN: combc eval %s --top=divu_unsafe -- -7 2 | FileCheck %s %exact --check-prefix=EV_DIVU1
// RUN: combc eval %s --top=divu -- -7 2 | FileCheck %s %exact --check-prefix=EV_DIVU1
// EV_DIVU1: 2147483644
// RUN: combc eval %s --top=divu_unsafe -- 7 -2 | FileCheck %s %exact --check-prefix=EV_DIVU2
// RUN: combc eval %s --top=divu -- 7 -2 | FileCheck %s %exact --check-prefix=EV_DIVU2
// EV_DIVU2: 0
// RUN: combc eval %s --top=divu_unsafe -- 100 7 | FileCheck %s %exact --check-prefix=EV_DIVU3
// RUN: combc eval %s --top=divu -- 100 7 | FileCheck %s %exact --check-prefix=EV_DIVU3
// EV_DIVU3: 14
// RUN: combc eval %s --top=divu_unsafe -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_DIVU4
// RUN: combc eval %s --top=divu -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_DIVU4
// EV_DIVU4: 0
// RUN: combc eval %s --top=divu_unsafe -- 5 0 | FileCheck %s %exact --check-prefix=EV_DIVU5_UNSAFE
// EV_DIVU5_UNSAFE: 4294967295
// RUN: combc eval %s --top=divu -- 5 0 | FileCheck %s %exact --check-prefix=EV_DIVU5
// EV_DIVU5: 0
// RUN: combc eval %s --top=divu_unsafe -- -5 0 | FileCheck %s %exact --check-prefix=EV_DIVU6_UNSAFE
// EV_DIVU6_UNSAFE: 4294967295
// RUN: combc eval %s --top=divu -- -5 0 | FileCheck %s %exact --check-prefix=EV_DIVU6
// EV_DIVU6: 0
//
// comb.mods: the guarded and unguarded modules agree except at a zero divisor.
// RUN: combc eval %s --top=mods_unsafe -- 7 2 | FileCheck %s %exact --check-prefix=EV_MODS0
// RUN: combc eval %s --top=mods -- 7 2 | FileCheck %s %exact --check-prefix=EV_MODS0
// EV_MODS0: 1
// RUN: combc eval %s --top=mods_unsafe -- -7 2 | FileCheck %s %exact --check-prefix=EV_MODS1
// RUN: combc eval %s --top=mods -- -7 2 | FileCheck %s %exact --check-prefix=EV_MODS1
// EV_MODS1: 4294967295
// RUN: combc eval %s --top=mods_unsafe -- 7 -2 | FileCheck %s %exact --check-prefix=EV_MODS2
// RUN: combc eval %s --top=mods -- 7 -2 | FileCheck %s %exact --check-prefix=EV_MODS2
// EV_MODS2: 1
// RUN: combc eval %s --top=mods_unsafe -- 100 7 | FileCheck %s %exact --check-prefix=EV_MODS3
// RUN: combc eval %s --top=mods -- 100 7 | FileCheck %s %exact --check-prefix=EV_MODS3
// EV_MODS3: 2
// RUN: combc eval %s --top=mods_unsafe -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_MODS4
// RUN: combc eval %s --top=mods -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_MODS4
// EV_MODS4: 0
// RUN: combc eval %s --top=mods_unsafe -- 5 0 | FileCheck %s %exact --check-prefix=EV_MODS5_UNSAFE
// EV_MODS5_UNSAFE: 5
// RUN: combc eval %s --top=mods -- 5 0 | FileCheck %s %exact --check-prefix=EV_MODS5
// EV_MODS5: 0
// RUN: combc eval %s --top=mods_unsafe -- -5 0 | FileCheck %s %exact --check-prefix=EV_MODS6_UNSAFE
// EV_MODS6_UNSAFE: 4294967291
// RUN: combc eval %s --top=mods -- -5 0 | FileCheck %s %exact --check-prefix=EV_MODS6
// EV_MODS6: 0
//
// comb.modu: the guarded and unguarded modules agree except at a zero divisor.
// RUN: combc eval %s --top=modu_unsafe -- 7 2 | FileCheck %s %exact --check-prefix=EV_MODU0
// RUN: combc eval %s --top=modu -- 7 2 | FileCheck %s %exact --check-prefix=EV_MODU0
// EV_MODU0: 1
// RUN: combc eval %s --top=modu_unsafe -- -7 2 | FileCheck %s %exact --check-prefix=EV_MODU1
// RUN: combc eval %s --top=modu -- -7 2 | FileCheck %s %exact --check-prefix=EV_MODU1
// EV_MODU1: 1
// RUN: combc eval %s --top=modu_unsafe -- 7 -2 | FileCheck %s %exact --check-prefix=EV_MODU2
// RUN: combc eval %s --top=modu -- 7 -2 | FileCheck %s %exact --check-prefix=EV_MODU2
// EV_MODU2: 7
// RUN: combc eval %s --top=modu_unsafe -- 100 7 | FileCheck %s %exact --check-prefix=EV_MODU3
// RUN: combc eval %s --top=modu -- 100 7 | FileCheck %s %exact --check-prefix=EV_MODU3
// EV_MODU3: 2
// RUN: combc eval %s --top=modu_unsafe -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_MODU4
// RUN: combc eval %s --top=modu -- -2147483648 -1 | FileCheck %s %exact --check-prefix=EV_MODU4
// EV_MODU4: 2147483648
// RUN: combc eval %s --top=modu_unsafe -- 5 0 | FileCheck %s %exact --check-prefix=EV_MODU5_UNSAFE
// EV_MODU5_UNSAFE: 5
// RUN: combc eval %s --top=modu -- 5 0 | FileCheck %s %exact --check-prefix=EV_MODU5
// EV_MODU5: 0
// RUN: combc eval %s --top=modu_unsafe -- -5 0 | FileCheck %s %exact --check-prefix=EV_MODU6_UNSAFE
// EV_MODU6_UNSAFE: 4294967291
// RUN: combc eval %s --top=modu -- -5 0 | FileCheck %s %exact --check-prefix=EV_MODU6
// EV_MODU6: 0
//

// (upstream requires libz3 and circt-lec-jit)

hw.module @basic(in %in: i1, out out: i1) {
  hw.output %in : i1
}

hw.module @not(in %in: i1, out out: i1) {
  %true = hw.constant true
  %out = comb.xor bin %in, %true : i1
  hw.output %out : i1
}

// comb.add
//  upstream: circt-lec %s -c1=adder -c2=completeAdder --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_ADD
//  COMB_ADD: c1 == c2

hw.module @adder(in %in1: i2, in %in2: i2, out out: i2) {
  %sum = comb.add bin %in1, %in2 : i2
  hw.output %sum : i2
}

hw.module @halfAdder(in %in1: i1, in %in2: i1, out carry: i1, out sum: i1) {
  %sum = comb.xor bin %in1, %in2 : i1
  %carry = comb.and bin %in1, %in2 : i1
  hw.output %carry, %sum: i1, i1
}

hw.module @completeAdder(in %in1: i2, in %in2 : i2, out out: i2) {
  %in1_0 = comb.extract %in1 from 0 : (i2) -> i1
  %in1_1 = comb.extract %in1 from 1 : (i2) -> i1
  %in2_0 = comb.extract %in2 from 0 : (i2) -> i1
  %in2_1 = comb.extract %in2 from 1 : (i2) -> i1
  %c1, %s1 = hw.instance "h1" @halfAdder(in1: %in1_0: i1, in2: %in2_0: i1) -> (carry: i1, sum: i1)
  %c2, %s2 = hw.instance "h2" @halfAdder(in1: %in1_1: i1, in2: %in2_1: i1) -> (carry: i1, sum: i1)
  %c3, %s3 = hw.instance "h3" @halfAdder(in1: %s2: i1, in2: %c1: i1) -> (carry: i1, sum: i1)
  %fullsum = comb.concat %s3, %s1 : i1, i1
  hw.output %fullsum : i2
}

// comb.and
//  upstream: circt-lec %s -c1=and -c2=decomposedAnd --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_AND
//  COMB_AND: c1 == c2

hw.module @and(in %in1: i1, in %in2: i1, out out: i1) {
  %out = comb.and bin %in1, %in2 : i1
  hw.output %out : i1
}

hw.module @decomposedAnd(in %in1: i1, in %in2: i1, out out: i1) {
  %not_in1 = hw.instance "n_in1" @not(in: %in1: i1) -> (out: i1)
  %not_in2 = hw.instance "n_in2" @not(in: %in2: i1) -> (out: i1)
  %not_and = comb.or bin %not_in1, %not_in2 : i1
  %and = hw.instance "and" @not(in: %not_and: i1) -> (out: i1)
  hw.output %and : i1
}

// comb.concat
// TODO

// comb.divs
// upstream: circt-lec %s -c1=divs_unsafe -c2=divs_unsafe --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_DIVS_UNSAFE
// upstream: circt-lec %s -c1=divs -c2=divs --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_DIVS
// COMB_DIVS_UNSAFE: c1 != c2
// COMB_DIVS: c1 == c2

hw.module @divs_unsafe(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = comb.divs %in1, %in2 : i32
  hw.output %0 : i32
}

hw.module @divs(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = hw.constant 0 : i32
  %1 = comb.icmp eq %in2, %0 : i32
  %2 = comb.divs %in1, %in2 : i32
  %3 = comb.mux %1, %0, %2 : i32
  hw.output %3 : i32
}

// comb.divu
// upstream: circt-lec %s -c1=divu_unsafe -c2=divu_unsafe --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_DIVU_UNSAFE
// upstream: circt-lec %s -c1=divu -c2=divu --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_DIVU
// upstream: circt-lec %s -c1=divu_assume -c2=divu_assume --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_DIVU_ASSUME
// COMB_DIVU_UNSAFE: c1 != c2
// COMB_DIVU: c1 == c2
// COMB_DIVU_ASSUME: c1 == c2

hw.module @divu_unsafe(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = comb.divu %in1, %in2 : i32
  hw.output %0 : i32
}

hw.module @divu(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = hw.constant 0 : i32
  %1 = comb.icmp eq %in2, %0 : i32
  %2 = comb.divu %in1, %in2 : i32
  %3 = comb.mux %1, %0, %2 : i32
  hw.output %3 : i32
}

hw.module @eqInv(in %a: i8, out eq: i1) {
  %ones = hw.constant -1 : i8
  %inv_a = comb.xor bin %a, %ones : i8
  %eq = comb.icmp bin eq %a, %inv_a : i8
  hw.output %eq : i1
}

hw.module @constFalse(in %a: i8, out eq: i1) {
  %eq = hw.constant false
  hw.output %eq : i1
}

// TODO: Other icmp predicates

// comb.mods
// upstream: circt-lec %s -c1=mods_unsafe -c2=mods_unsafe --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_MODS_UNSAFE
// upstream: circt-lec %s -c1=mods -c2=mods --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_MODS
// COMB_MODS_UNSAFE: c1 != c2
// COMB_MODS: c1 == c2

hw.module @mods_unsafe(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = comb.mods %in1, %in2 : i32
  hw.output %0 : i32
}

hw.module @mods(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = hw.constant 0 : i32
  %1 = comb.icmp eq %in2, %0 : i32
  %2 = comb.mods %in1, %in2 : i32
  %3 = comb.mux %1, %0, %2 : i32
  hw.output %3 : i32
}

// comb.modu
// upstream: circt-lec %s -c1=modu_unsafe -c2=modu_unsafe --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_MODU_UNSAFE
// upstream: circt-lec %s -c1=modu -c2=modu --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_MODU
// COMB_MODU_UNSAFE: c1 != c2
// COMB_MODU: c1 == c2

hw.module @modu_unsafe(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = comb.modu %in1, %in2 : i32
  hw.output %0 : i32
}

hw.module @modu(in %in1: i32, in %in2: i32, out out: i32) {
  %0 = hw.constant 0 : i32
  %1 = comb.icmp eq %in2, %0 : i32
  %2 = comb.modu %in1, %in2 : i32
  %3 = comb.mux %1, %0, %2 : i32
  hw.output %3 : i32
}

// comb.mul
//  upstream: circt-lec %s -c1=mulBy2 -c2=addTwice --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_MUL
//  COMB_MUL: c1 == c2

hw.module @mulBy2(in %in: i2, out out: i2) {
  %two = hw.constant 2 : i2
  %res = comb.mul bin %in, %two : i2
  hw.output %res : i2
}

hw.module @addTwice(in %in: i2, out out: i2) {
  %res = comb.add bin %in, %in : i2
  hw.output %res : i2
}

// comb.mux
//  upstream: circt-lec %s -c1=mux -c2=decomposedMux --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_MUX
//  COMB_MUX: c1 == c2

hw.module @mux(in %cond: i1, in %tvalue: i8, in %fvalue: i8, out out: i8) {
  %res = comb.mux bin %cond, %tvalue, %fvalue : i8
  hw.output %res : i8
}

hw.module @decomposedMux(in %cond: i1, in %tvalue: i8, in %fvalue: i8, out out: i8) {
  %cond_bar = hw.instance "n" @not(in: %cond: i1) -> (out: i1)
  %lead_0 = hw.constant 0 : i7
  %c_t = comb.concat %lead_0, %cond : i7, i1
  %c_f = comb.concat %lead_0, %cond_bar : i7, i1
  %t = comb.mul bin %tvalue, %c_t : i8
  %f = comb.mul bin %fvalue, %c_f : i8
  %res = comb.add bin %t, %f : i8
  hw.output %res : i8
}

// comb.or
//  upstream: circt-lec %s -c1=or -c2=decomposedOr --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_OR
//  COMB_OR: c1 == c2

hw.module @or(in %in1: i1, in %in2: i1, out out: i1) {
  %out = comb.or bin %in1, %in2 : i1
  hw.output %out : i1
}

hw.module @decomposedOr(in %in1: i1, in %in2: i1, out out: i1) {
  %not_in1 = hw.instance "n_in1" @not(in: %in1: i1) -> (out: i1)
  %not_in2 = hw.instance "n_in2" @not(in: %in2: i1) -> (out: i1)
  %not_or = comb.and bin %not_in1, %not_in2 : i1
  %or = hw.instance "or" @not(in: %not_or: i1) -> (out: i1)
  hw.output %or : i1
}

// comb.parity
//  upstream: circt-lec %s -c1=parity -c2=decomposedParity --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_PARITY
//  COMB_PARITY: c1 == c2

hw.module @parity(in %in: i8, out out: i1) {
  %res = comb.parity bin %in : i8
  hw.output %res : i1
}

hw.module @decomposedParity(in %in: i8, out out: i1) {
  %b0 = comb.extract %in from 0 : (i8) -> i1
  %b1 = comb.extract %in from 1 : (i8) -> i1
  %b2 = comb.extract %in from 2 : (i8) -> i1
  %b3 = comb.extract %in from 3 : (i8) -> i1
  %b4 = comb.extract %in from 4 : (i8) -> i1
  %b5 = comb.extract %in from 5 : (i8) -> i1
  %b6 = comb.extract %in from 6 : (i8) -> i1
  %b7 = comb.extract %in from 7 : (i8) -> i1
  %res = comb.xor bin %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7 : i1
  hw.output %res : i1
}

// comb.reverse
//  upstream: circt-lec %s -c1=reverse -c2=decomposedReverse --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_REVERSE
//  COMB_REVERSE: c1 == c2

hw.module @reverse(in %a : i8, out out : i8) {
  %0 = comb.reverse %a : i8
  hw.output %0 : i8
}

hw.module @decomposedReverse(in %a : i8, out out : i8) {
  %b0 = comb.extract %a from 0 : (i8) -> i1
  %b1 = comb.extract %a from 1 : (i8) -> i1
  %b2 = comb.extract %a from 2 : (i8) -> i1
  %b3 = comb.extract %a from 3 : (i8) -> i1
  %b4 = comb.extract %a from 4 : (i8) -> i1
  %b5 = comb.extract %a from 5 : (i8) -> i1
  %b6 = comb.extract %a from 6 : (i8) -> i1
  %b7 = comb.extract %a from 7 : (i8) -> i1
  %0 = comb.concat %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7 : i1, i1, i1, i1, i1, i1, i1, i1
  hw.output %0 : i8
}

// comb.replicate
//  upstream: circt-lec %s -c1=replicate -c2=decomposedReplicate --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_REPLICATE
//  COMB_REPLICATE: c1 == c2

hw.module @replicate(in %in: i2, out out: i8) {
  %res = comb.replicate %in : (i2) -> i8
  hw.output %res : i8
}

hw.module @decomposedReplicate(in %in: i2, out out: i8) {
  %res = comb.concat %in, %in, %in, %in : i2, i2, i2, i2
  hw.output %res : i8
}

// comb.shl
//  upstream: circt-lec %s -c1=shl -c2=decomposedShl --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_SHL
//  COMB_SHL: c1 == c2

hw.module @shl(in %in1: i2, in %in2: i2, out out: i2) {
  %res = comb.shl bin %in1, %in2 : i2
  hw.output %res : i2
}

hw.module @decomposedShl(in %in1: i2, in %in2: i2, out out: i2) {
  %zero = hw.constant 0 : i2
  %one = hw.constant 1 : i2
  %two = hw.constant 2 : i2
  // first possible shift
  %cond1 = comb.icmp bin ugt %in2, %zero : i2
  %mul1 = comb.mux bin %cond1, %two, %one : i2
  %shl1 = comb.mul bin %in1, %mul1 : i2
  // avoid subtraction underflow
  %cond1_1 = comb.icmp bin eq %in2, %zero : i2
  %sub1 = comb.mux bin %cond1_1, %zero, %one : i2
  %in2_2 = comb.sub bin %in2, %sub1 : i2
  // second possible shift
  %cond2 = comb.icmp bin ugt %in2_2, %zero : i2
  %mul2 = comb.mux bin %cond2, %two, %one : i2
  %shl2 = comb.mul bin %shl1, %mul2 : i2
  hw.output %shl2 : i2
}

// comb.shrs
// TODO

// comb.shru
// TODO

// comb.sub
//  upstream: circt-lec %s -c1=subtractor -c2=completeSubtractor --shared-libs=%libz3 | FileCheck %s --check-prefix=COMB_SUB
//  COMB_SUB: c1 == c2

hw.module @subtractor(in %in1: i8, in %in2: i8, out out: i8) {
  %diff = comb.sub bin %in1, %in2 : i8
  hw.output %diff : i8
}

hw.module @halfSubtractor(in %in1: i1, in %in2: i1, out borrow: i1, out diff: i1) {
  %diff = comb.xor bin %in1, %in2 : i1
  %not_in1 = hw.instance "n_in1" @not(in: %in1: i1) -> (out: i1)
  %borrow = comb.and bin %not_in1, %in2 : i1
  hw.output %borrow, %diff: i1, i1
}

hw.module @fullSubtractor(in %in1: i1, in %in2: i1, in %b_in: i1, out borrow: i1, out diff: i1) {
  %b1, %d1 = hw.instance "s1" @halfSubtractor(in1: %in1: i1, in2: %in2: i1) -> (borrow: i1, diff: i1)
  %b2, %d_out = hw.instance "s2" @halfSubtractor(in1: %d1: i1, in2: %b_in: i1) -> (borrow: i1, diff: i1)
  %b_out = comb.or bin %b1, %b2 : i1
  hw.output %b_out, %d_out: i1, i1
}

hw.module @completeSubtractor(in %in1: i8, in %in2 : i8, out out: i8) {
  %in1_0 = comb.extract %in1 from 0 : (i8) -> i1
  %in1_1 = comb.extract %in1 from 1 : (i8) -> i1
  %in1_2 = comb.extract %in1 from 2 : (i8) -> i1
  %in1_3 = comb.extract %in1 from 3 : (i8) -> i1
  %in1_4 = comb.extract %in1 from 4 : (i8) -> i1
  %in1_5 = comb.extract %in1 from 5 : (i8) -> i1
  %in1_6 = comb.extract %in1 from 6 : (i8) -> i1
  %in1_7 = comb.extract %in1 from 7 : (i8) -> i1
  %in2_0 = comb.extract %in2 from 0 : (i8) -> i1
  %in2_1 = comb.extract %in2 from 1 : (i8) -> i1
  %in2_2 = comb.extract %in2 from 2 : (i8) -> i1
  %in2_3 = comb.extract %in2 from 3 : (i8) -> i1
  %in2_4 = comb.extract %in2 from 4 : (i8) -> i1
  %in2_5 = comb.extract %in2 from 5 : (i8) -> i1
  %in2_6 = comb.extract %in2 from 6 : (i8) -> i1
  %in2_7 = comb.extract %in2 from 7 : (i8) -> i1
  %b0, %d0 = hw.instance "s0" @halfSubtractor(in1: %in1_0: i1, in2: %in2_0: i1) -> (borrow: i1, diff: i1)
  %b1, %d1 = hw.instance "s1" @fullSubtractor(in1: %in1_1: i1, in2: %in2_1: i1, b_in: %b0: i1) -> (borrow: i1, diff: i1)
  %b2, %d2 = hw.instance "s2" @fullSubtractor(in1: %in1_2: i1, in2: %in2_2: i1, b_in: %b1: i1) -> (borrow: i1, diff: i1)
  %b3, %d3 = hw.instance "s3" @fullSubtractor(in1: %in1_3: i1, in2: %in2_3: i1, b_in: %b2: i1) -> (borrow: i1, diff: i1)
  %b4, %d4 = hw.instance "s4" @fullSubtractor(in1: %in1_4: i1, in2: %in2_4: i1, b_in: %b3: i1) -> (borrow: i1, diff: i1)
  %b5, %d5 = hw.instance "s5" @fullSubtractor(in1: %in1_5: i1, in2: %in2_5: i1, b_in: %b4: i1) -> (borrow: i1, diff: i1)
  %b6, %d6 = hw.instance "s6" @fullSubtractor(in1: %in1_6: i1, in2: %in2_6: i1, b_in: %b5: i1) -> (borrow: i1, diff: i1)
  %b7, %d7 = hw.instance "s7" @fullSubtractor(in1: %in1_7: i1, in2: %in2_7: i1, b_in: %b6: i1) -> (borrow: i1, diff: i1)
  %diff = comb.concat %d7, %d6, %d5, %d4, %d3, %d2, %d1, %d0 : i1, i1, i1, i1, i1, i1, i1, i1
  hw.output %diff : i8
}

// comb.xor
// TODO
