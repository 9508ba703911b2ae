// Conformance: the zero-width modules of CIRCT's HWConvertBitcasts test.
//
// Adapted from llvm/circt test/Dialect/HW/hw-convert-bitcasts.mlir (modules
// @zeroWidth and @mixedRoundtrip; the others are in
// circt-hw-convert-bitcasts.mlir).  Part of the LLVM Project, under the
// Apache License v2.0 with LLVM Exceptions.  See
// https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Aggregates may hold i0 fields and elements; they carry no bits (README,
// Semantics: i0 ports and values vanish).  Upstream's comment: "Don't crash
// on zero width".

// @zeroWidth: an i0 in, an i0 out, through zero-width struct and array
// types: eval takes no argument and prints nothing.
// upstream: hw.output %{{.+}} : i0
// RUN: combc eval %s --top=zeroWidth | count 0
hw.module @zeroWidth(in %i: i0, out o : i0) {
  %0 = hw.bitcast %i : (i0) -> !hw.struct<a: i0, b: i0, c: i0>
  %1 = hw.bitcast %0 : (!hw.struct<a: i0, b: i0, c: i0>) -> !hw.array<8xi0>
  %2 = hw.bitcast %1 : (!hw.array<8xi0>) -> !hw.struct<a: i0>
  %3 = hw.bitcast %2 : (!hw.struct<a: i0>) -> i0
  hw.output %3 : i0
}

// @mixedRoundtrip: a struct with an i0 field is still 32 bits; the round
// trip through it and array<32xstruct<a: i1>> is the identity.
// upstream (with --canonicalize): hw.output %raw : i32
// RUN: combc eval %s --top=mixedRoundtrip -- 0xDEADBEEF | FileCheck %s %exact --check-prefix=MX
// MX: 3735928559
// RUN: combc %s --emit=mlir | combc eval - --top=mixedRoundtrip -- 0xDEADBEEF | FileCheck %s %exact --check-prefix=MX
hw.module @mixedRoundtrip(in %raw: i32, out o : i32) {
  %0 = hw.bitcast %raw : (i32) -> !hw.struct<a: !hw.array<2xi8>, b: i0, c: i16>
  %1 = hw.bitcast %0 : (!hw.struct<a: !hw.array<2xi8>, b: i0, c: i16>) -> !hw.array<32x!hw.struct<a: i1>>
  %2 = hw.bitcast %1 : (!hw.array<32x!hw.struct<a: i1>>) -> i32
  hw.output %2 : i32
}

// Added: the fields around the i0: a = the top 16 bits (element 1 = 0xde,
// element 0 = 0xad), c = the low 16; bit 31 of the struct array is
// element 31.
// RUN: combc eval %s --top=mixedFields --hex -- 0xDEADBEEF | FileCheck %s %exact --check-prefix=MF
// MF: 0xde
// MF-NEXT: 0xad
// MF-NEXT: 0xbeef
// MF-NEXT: 0x1
hw.module @mixedFields(in %raw: i32, out a1 : i8, out a0 : i8, out c : i16, out top : i1) {
  %0 = hw.bitcast %raw : (i32) -> !hw.struct<a: !hw.array<2xi8>, b: i0, c: i16>
  %a = hw.struct_extract %0["a"] : !hw.struct<a: !hw.array<2xi8>, b: i0, c: i16>
  %t = hw.constant true
  %f = hw.constant false
  %a1 = hw.array_get %a[%t] : !hw.array<2xi8>, i1
  %a0 = hw.array_get %a[%f] : !hw.array<2xi8>, i1
  %c = hw.struct_extract %0["c"] : !hw.struct<a: !hw.array<2xi8>, b: i0, c: i16>
  %1 = hw.bitcast %raw : (i32) -> !hw.array<32x!hw.struct<a: i1>>
  %c31 = hw.constant 31 : i5
  %e31 = hw.array_get %1[%c31] : !hw.array<32x!hw.struct<a: i1>>, i5
  %top = hw.struct_extract %e31["a"] : !hw.struct<a: i1>
  hw.output %a1, %a0, %c, %top : i8, i8, i16, i1
}
