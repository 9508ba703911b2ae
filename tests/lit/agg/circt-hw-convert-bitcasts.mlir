// Conformance: CIRCT's HWConvertBitcasts test, evaluated.
//
// Adapted from llvm/circt test/Dialect/HW/hw-convert-bitcasts.mlir (the
// modules on !hw.union, and the ones with i0 fields and ports, which are in
// circt-hw-convert-bitcasts-i0.mlir, removed; upstream's CHECK lines for
// `circt-opt --hw-convert-bitcasts` are kept as `upstream:` comments).
// Part of the LLVM Project, under the Apache License v2.0 with LLVM
// Exceptions.  See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A bitcast does not change bits, so each upstream module prints its input;
// the *_fields modules added here read the pieces back, at the bit
// positions upstream's CHECK lines give.

// RUN: combc eval %s --top=intToArray -- 0x2ABCD | FileCheck %s %exact --check-prefix=ID18
// RUN: combc eval %s --top=arrayToInt -- 0x2ABCD | FileCheck %s %exact --check-prefix=ID18
// RUN: combc eval %s --top=intToStruct -- 0x2ABCD | FileCheck %s %exact --check-prefix=ID18
// RUN: combc eval %s --top=structToInt -- 0x2ABCD | FileCheck %s %exact --check-prefix=ID18
// ID18: 175053
// RUN: combc eval %s --top=nop -- 0xA5 | FileCheck %s %exact --check-prefix=ID8
// ID8: 165
// RUN: combc eval %s --top=arrayRoundtrip -- 0xDEADBEEF | FileCheck %s %exact --check-prefix=ID32
// RUN: combc eval %s --top=structRoundtrip -- 0xDEADBEEF | FileCheck %s %exact --check-prefix=ID32
// ID32: 3735928559
// RUN: combc %s --emit=mlir | combc eval - --top=arrayRoundtrip -- 0xDEADBEEF | FileCheck %s %exact --check-prefix=ID32

// upstream: intToArray: %[[B12]] = comb.extract %i from 12, %[[B6]] from 6,
// %[[B0]] from 0; hw.array_create %[[B12]], %[[B6]], %[[B0]] : i6 --
// element 2 is bits 17..12, element 0 bits 5..0.
hw.module @intToArray(in %i: i18, out o : !hw.array<3xi6>) {
  %o = hw.bitcast %i : (i18) -> !hw.array<3xi6>
  hw.output %o : !hw.array<3xi6>
}

// upstream: arrayToInt: comb.concat %[[E2]], %[[E1]], %[[E0]] of
// hw.array_get at -2 : i2 (= 2), 1, 0.
hw.module @arrayToInt(in %i: !hw.array<3xi6>, out o : i18) {
  %o = hw.bitcast %i : (!hw.array<3xi6>) -> i18
  hw.output %o : i18
}

// upstream: intToStruct: a = extract from 17 (i1), b = from 7 (i10), c =
// from 0 (i7).
hw.module @intToStruct(in %i: i18, out o : !hw.struct<a: i1, b: i10, c: i7>) {
  %o = hw.bitcast %i : (i18) -> !hw.struct<a: i1, b: i10, c: i7>
  hw.output %o : !hw.struct<a: i1, b: i10, c: i7>
}

// upstream: structToInt: comb.concat %[[EA]], %[[EB]], %[[EC]] : i1, i10, i7
hw.module @structToInt(in %i: !hw.struct<a: i1, b: i10, c: i7>, out o : i18) {
  %o = hw.bitcast %i : (!hw.struct<a: i1, b: i10, c: i7>) -> i18
  hw.output %o : i18
}

// upstream: nop: hw.output %i : i8
hw.module @nop(in %i: i8, out o : i8) {
  %o = hw.bitcast %i : (i8) -> i8
  hw.output %o : i8
}

// upstream (with --canonicalize): hw.output %raw : i32
hw.module @arrayRoundtrip(in %raw: i32, out o : i32) {
  %a = hw.bitcast %raw : (i32) -> !hw.array<4x!hw.array<2xi4>>
  %o = hw.bitcast %a : (!hw.array<4x!hw.array<2xi4>>) -> i32
  hw.output %o : i32
}

// upstream (with --canonicalize): hw.output %raw : i32
hw.module @structRoundtrip(in %raw: i32, out o : i32) {
  %a = hw.bitcast %raw : (i32) -> !hw.struct<a: i8, b: i8, c: i16>
  %o = hw.bitcast %a : (!hw.struct<a: i8, b: i8, c: i16>) -> i32
  hw.output %o : i32
}

// Added: the pieces of 0x2ABCD (0b10_1010_1011_1100_1101) at upstream's
// positions.  Array elements 2, 1, 0: bits 17..12 = 0x2a, 11..6 = 0x2f,
// 5..0 = 0x0d.  Struct a = bit 17 = 1, b = bits 16..7 = 0x157, c = bits
// 6..0 = 0x4d.
// RUN: combc eval %s --top=intToArray_fields --hex -- 0x2ABCD | FileCheck %s %exact --check-prefix=AF
// AF: 0x2a
// AF-NEXT: 0x2f
// AF-NEXT: 0xd
// RUN: combc eval %s --top=intToStruct_fields --hex -- 0x2ABCD | FileCheck %s %exact --check-prefix=SF
// SF: 0x1
// SF-NEXT: 0x157
// SF-NEXT: 0x4d
hw.module @intToArray_fields(in %i: i18, out e2 : i6, out e1 : i6, out e0 : i6) {
  %a = hw.bitcast %i : (i18) -> !hw.array<3xi6>
  %c2 = hw.constant -2 : i2
  %c1 = hw.constant 1 : i2
  %c0 = hw.constant 0 : i2
  %e2 = hw.array_get %a[%c2] : !hw.array<3xi6>, i2
  %e1 = hw.array_get %a[%c1] : !hw.array<3xi6>, i2
  %e0 = hw.array_get %a[%c0] : !hw.array<3xi6>, i2
  hw.output %e2, %e1, %e0 : i6, i6, i6
}
hw.module @intToStruct_fields(in %i: i18, out a : i1, out b : i10, out c : i7) {
  %s = hw.bitcast %i : (i18) -> !hw.struct<a: i1, b: i10, c: i7>
  %a, %b, %c = hw.struct_explode %s : !hw.struct<a: i1, b: i10, c: i7>
  hw.output %a, %b, %c : i1, i10, i7
}
