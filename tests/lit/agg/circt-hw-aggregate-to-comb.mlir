// Conformance: CIRCT's HWAggregateToComb test, evaluated.
//
// Adapted from llvm/circt test/Dialect/HW/hw-aggregate-to-comb.mlir (the
// module @array_instance, which instantiates an external module, removed;
// upstream's CHECK lines for `circt-opt -hw-aggregate-to-comb` are kept as
// `upstream:` comments).  Part of the LLVM Project, under the Apache
// License v2.0 with LLVM Exceptions.  See https://llvm.org/LICENSE.txt for
// license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The pass rewrites every aggregate op into comb on the packed bits, so its
// CHECK lines spell out the layout combc uses; the expected values below
// follow from them.

// upstream: %[[CONST:.+]] = hw.constant 495 : i16
// RUN: combc eval %s --top=agg_const | FileCheck %s %exact --check-prefix=AC
// AC: 495
hw.module @agg_const(out out: !hw.array<4xi4>) {
  %0 = hw.aggregate_constant [0 : i4, 1 : i4, -2 : i4, -1 : i4] : !hw.array<4xi4>
  hw.output %0 : !hw.array<4xi4>
}

// upstream: %[[EXTRACT:.+]] = comb.extract %[[BITCAST_IN]] from 12 : (i20) -> i4
// (element 3 of 0xEDCBA is bits 15..12 = 0xD)
// RUN: combc eval %s --top=array_get_for_port -- 0xEDCBA | FileCheck %s %exact --check-prefix=AG
// AG: 13
hw.module @array_get_for_port(in %in: !hw.array<5xi4>, out out: i4) {
  %c_i2 = hw.constant 3 : i3
  %1 = hw.array_get %in[%c_i2] : !hw.array<5xi4>, i3
  hw.output %1 : i4
}

// upstream: %[[CONCAT:.+]] = comb.concat %[[BITCAST_LHS]], %[[BITCAST_RHS]] : i8, i12
// RUN: combc eval %s --top=array_concat --hex -- 0xBA 0x321 | FileCheck %s %exact --check-prefix=CC
// CC: 0xba321
hw.module @array_concat(in %lhs: !hw.array<2xi4>, in %rhs: !hw.array<3xi4>, out out: !hw.array<5xi4>) {
  %0 = hw.array_concat %lhs, %rhs : !hw.array<2xi4>, !hw.array<3xi4>
  hw.output %0 : !hw.array<5xi4>
}

// upstream: %[[CONCAT:.+]] = comb.concat %arg0, %arg1, %arg2, %arg3 : i2, i2, i2, i2
// upstream: the get is a mux tree over extracts from 0, 2, 4, 6 selected by
// %sel's bits: sel = 0 picks bits 1..0 (%arg3), sel = 3 bits 7..6 (%arg0).
// Inputs: arg0..arg3 = 3, 2, 1, 0 (so the array is 0b11100100 = 228) and
// every sel.
// RUN: for s in 0 1 2 3; do combc eval %s --top=array -- 3 2 1 0 $s || exit 1; done > %t.array
// RUN: %python -c "print('\n'.join('228\n' + str(s) for s in range(4)))" > %t.array.expected
// RUN: diff %t.array.expected %t.array
hw.module @array(in %arg0: i2, in %arg1: i2, in %arg2: i2, in %arg3: i2, out out: !hw.array<4xi2>, in %sel: i2, out out_get: i2) {
  %0 = hw.array_create %arg0, %arg1, %arg2, %arg3 : i2
  %1 = hw.array_get %0[%sel] : !hw.array<4xi2>, i2
  hw.output %0, %1 : !hw.array<4xi2>, i2
}

// upstream: one row per injection index (`comb.concat %val, %[[element_1]],
// %[[element_0]]` for index 2, ...), selected by a mux tree on %sel.
// sel = 3 is past the end of the 3-element array: upstream's mux tree
// (comb::constructMuxTree padded with the last row) then writes element 2;
// CIRCT's op definition leaves it undefined and combc leaves the array
// unchanged.  in = 0b01_10_11 (27), val = 0.
// RUN: for s in 0 1 2 3; do combc eval %s --top=array_inject -- 27 $s 0 || exit 1; done > %t.inject
// RUN: %python -c "print('\n'.join(str(27 & ~(3 << (2 * s)) if s < 3 else 27) for s in range(4)))" > %t.inject.expected
// RUN: diff %t.inject.expected %t.inject
hw.module @array_inject(in %in: !hw.array<3xi2>, in %sel: i2, in %val: i2, out out_inject: !hw.array<3xi2>) {
  %0 = hw.array_inject %in[%sel], %val : !hw.array<3xi2>, i2
  hw.output %0 : !hw.array<3xi2>
}
