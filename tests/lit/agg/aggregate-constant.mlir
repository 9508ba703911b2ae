// hw.aggregate_constant: `[fields] : type`, one attribute per element or
// field, highest array index first, first struct field first (= most
// significant); nested aggregates are nested lists; i1 elements may be
// written `false`/`true`.  Generic form: the `fields` attribute, as an
// attribute dictionary or as properties (`<{...}>`, what
// `circt-opt --mlir-print-op-generic` prints today).  @upstream's constants
// are taken from llvm/circt test/Dialect/HW/basic.mlir and
// hw-aggregate-to-comb.mlir; part of the LLVM Project, under the Apache
// License v2.0 with LLVM Exceptions.  See https://llvm.org/LICENSE.txt for
// license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

// @upstream: the constants of CIRCT's test/Dialect/HW/basic.mlir and
// hw-aggregate-to-comb.mlir.  [0, 1, -2, -1] : array<4xi4> is 0x01ef = 495
// (hw-aggregate-to-comb's CHECK line: `hw.constant 495 : i16`);
// [false, true] : struct<a: i1, b: i1> is a=0, b=1 = 1;
// [0, 1, -2, -1] : array<4xi2> is 00 01 10 11 = 27; [[true]] :
// struct<a: array<1xi1>> is 1.
// RUN: combc eval %s --top=upstream | FileCheck %s %exact --check-prefix=UP
// UP: 495
// UP-NEXT: 1
// UP-NEXT: 27
// UP-NEXT: 1
// RUN: combc %s --emit=mlir | combc eval - --top=upstream | FileCheck %s %exact --check-prefix=UP
//
// @nested: a struct holding an array, [5, [1, 2, 3]] : struct<x: i4, y:
// array<3xi8>> = 5:01:02:03 = 0x5010203; an array of structs,
// [[true, 0x12], [false, 0x34]] : array<2xstruct<v: i1, d: i8>>: element 1
// = 1:0x12 = 0x112, element 0 = 0:0x34, 0x112 << 9 | 0x034 = 0x22434; an
// array of structs of arrays, [[0xA, [1, 2]], [3, [3, 0]]] :
// array<2xstruct<a: i4, b: array<2xi2>>>: element 1 = a:1:2 = 0xa6,
// element 0 = 3:3:0 = 0x3c, so 0xa63c; a 2-D array
// [[1, 2], [3, 4]] : array<2xarray<2xi4>> = 0x1234.  The last two
// results read back y[0] (= 3) and the d of element 0 (= 0x34).
// RUN: combc eval %s --top=nested --hex | FileCheck %s %exact --check-prefix=NE
// NE: 0x5010203
// NE-NEXT: 0x22434
// NE-NEXT: 0xa63c
// NE-NEXT: 0x1234
// NE-NEXT: 0x3
// NE-NEXT: 0x34
// RUN: combc %s --emit=mlir | combc eval - --top=nested --hex | FileCheck %s %exact --check-prefix=NE
//
// @generic: the generic form, both attribute spellings.
// RUN: combc eval %s --top=generic --hex | FileCheck %s %exact --check-prefix=GE
// GE: 0x102
// GE-NEXT: 0x5010203
// GE-NEXT: 0xff80

hw.module @upstream(out a : !hw.array<4xi4>, out b : !hw.struct<a: i1, b: i1>,
                    out c : !hw.array<4xi2>, out d : !hw.struct<a: !hw.array<1xi1>>) {
  %a = hw.aggregate_constant [0 : i4, 1 : i4, -2 : i4, -1 : i4] : !hw.array<4xi4>
  %b = hw.aggregate_constant [false, true] : !hw.struct<a: i1, b: i1>
  %c = hw.aggregate_constant [0 : i2, 1 : i2, -2 : i2, -1 : i2] : !hw.array<4xi2>
  %d = hw.aggregate_constant [[true]] : !hw.struct<a: !hw.array<1xi1>>
  hw.output %a, %b, %c, %d : !hw.array<4xi4>, !hw.struct<a: i1, b: i1>, !hw.array<4xi2>, !hw.struct<a: !hw.array<1xi1>>
}

!SA = !hw.struct<x: i4, y: !hw.array<3xi8>>
!AS = !hw.array<2x!hw.struct<v: i1, d: i8>>
!ASA = !hw.array<2x!hw.struct<a: i4, b: !hw.array<2xi2>>>
!AA = !hw.array<2x!hw.array<2xi4>>

hw.module @nested(out sa : !SA, out arrs : !AS, out asa : !ASA, out aa : !AA, out y0 : i8, out d0 : i8) {
  %sa = hw.aggregate_constant [5 : i4, [1 : i8, 2 : i8, 3 : i8]] : !SA
  %as = hw.aggregate_constant [[true, 18 : i8], [false, 52 : i8]] : !AS
  %asa = hw.aggregate_constant [[10 : i4, [1 : i2, -2 : i2]], [3 : i4, [-1 : i2, 0 : i2]]] : !ASA
  %aa = hw.aggregate_constant [[1 : i4, 2 : i4], [3 : i4, 4 : i4]] : !AA
  %y = hw.struct_extract %sa["y"] : !SA
  %c0 = hw.constant 0 : i2
  %y0 = hw.array_get %y[%c0] : !hw.array<3xi8>, i2
  %f = hw.constant false
  %e0 = hw.array_get %as[%f] : !AS, i1
  %d0 = hw.struct_extract %e0["d"] : !hw.struct<v: i1, d: i8>
  hw.output %sa, %as, %asa, %aa, %y0, %d0 : !SA, !AS, !ASA, !AA, i8, i8
}

hw.module @generic(out a : !hw.array<2xi8>, out b : !SA, out c : !hw.array<2xi8>) {
  %a = "hw.aggregate_constant"() {fields = [1 : i8, 2 : i8]} : () -> !hw.array<2xi8>
  %b = "hw.aggregate_constant"() <{fields = [5 : i4, [1 : i8, 2 : i8, 3 : i8]]}> : () -> !SA
  %c = "hw.aggregate_constant"() <{fields = [-1 : i8, -128 : i8]}> : () -> !hw.array<2xi8>
  hw.output %a, %b, %c : !hw.array<2xi8>, !SA, !hw.array<2xi8>
}
