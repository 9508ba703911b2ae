// Conformance: CIRCT's arcilator JIT tests on aggregates, evaluated.
//
// Adapted from llvm/circt integration_test/arcilator/JIT/aggregate-types.mlir,
// bitcasts.mlir and array-get-oob.mlir: the hw.modules kept, the func.func
// drivers (arc.sim.*) replaced by `combc eval` RUN lines with the same
// inputs, and @roundtripper's seq.compreg stages removed (it becomes
// combinational).  Part of the LLVM Project, under the Apache License v2.0
// with LLVM Exceptions.  See https://llvm.org/LICENSE.txt for license
// information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

// aggregate-types.mlir; upstream's CHECK lines (hex): struct_v0 = 0,
// struct_val0 = 0000, struct_v1 = 1, struct_val1 = 1234; arr_a0_e0 = 00,
// arr_a0_e1 = 00, arr_a1_e0 = 22, arr_a1_e1 = 11; nested_v0 = 0,
// nested_d0_e0 = 00, nested_v1 = 1, nested_d1_e0 = bb.
// RUN: combc eval %s --top=ArrayOfStruct --hex | FileCheck %s %exact --check-prefix=AOS
// AOS: 0x0
// AOS-NEXT: 0x0
// AOS-NEXT: 0x1
// AOS-NEXT: 0x1234
// RUN: combc eval %s --top=ArrayOfArray --hex | FileCheck %s %exact --check-prefix=AOA
// AOA: 0x0
// AOA-NEXT: 0x0
// AOA-NEXT: 0x22
// AOA-NEXT: 0x11
// RUN: combc eval %s --top=ArrayOfStructWithArray --hex | FileCheck %s %exact --check-prefix=NEST
// NEST: 0x0
// NEST-NEXT: 0x0
// NEST-NEXT: 0x1
// NEST-NEXT: 0xbb
// RUN: combc %s --emit=mlir | combc eval - --top=ArrayOfStructWithArray --hex | FileCheck %s %exact --check-prefix=NEST

hw.module @ArrayOfStruct(out valid0: i1, out val0: i16, out valid1: i1, out val1: i16) {
  // Array of structs with zero initialization.
  %arr_zero = hw.aggregate_constant [[false, 0 : i16], [false, 0 : i16]] : !hw.array<2x!hw.struct<valid: i1, val: i16>>
  %c_true = hw.constant true
  %c_val = hw.constant 0x1234 : i16
  %new_struct = hw.struct_create (%c_true, %c_val) : !hw.struct<valid: i1, val: i16>
  %c_idx0 = hw.constant 0 : i1
  %c_idx1 = hw.constant 1 : i1
  %arr_updated = hw.array_inject %arr_zero[%c_idx1], %new_struct : !hw.array<2x!hw.struct<valid: i1, val: i16>>, i1

  %elem0 = hw.array_get %arr_updated[%c_idx0] : !hw.array<2x!hw.struct<valid: i1, val: i16>>, i1
  %v0 = hw.struct_extract %elem0["valid"] : !hw.struct<valid: i1, val: i16>
  %val0_res = hw.struct_extract %elem0["val"] : !hw.struct<valid: i1, val: i16>

  %elem1 = hw.array_get %arr_updated[%c_idx1] : !hw.array<2x!hw.struct<valid: i1, val: i16>>, i1
  %v1 = hw.struct_extract %elem1["valid"] : !hw.struct<valid: i1, val: i16>
  %val1_res = hw.struct_extract %elem1["val"] : !hw.struct<valid: i1, val: i16>

  hw.output %v0, %val0_res, %v1, %val1_res : i1, i16, i1, i16
}

hw.module @ArrayOfArray(out a0_e0: i8, out a0_e1: i8, out a1_e0: i8, out a1_e1: i8) {
  // Array of arrays with zero initialization.
  %arr_zero = hw.aggregate_constant [[0 : i8, 0 : i8], [0 : i8, 0 : i8]] : !hw.array<2x!hw.array<2xi8>>
  %new_subarr = hw.aggregate_constant [0x11 : i8, 0x22 : i8] : !hw.array<2xi8>
  %c_idx0 = hw.constant 0 : i1
  %c_idx1 = hw.constant 1 : i1
  %arr_updated = hw.array_inject %arr_zero[%c_idx1], %new_subarr : !hw.array<2x!hw.array<2xi8>>, i1

  %elem0 = hw.array_get %arr_updated[%c_idx0] : !hw.array<2x!hw.array<2xi8>>, i1
  %a0_e0_res = hw.array_get %elem0[%c_idx0] : !hw.array<2xi8>, i1
  %a0_e1_res = hw.array_get %elem0[%c_idx1] : !hw.array<2xi8>, i1

  %elem1 = hw.array_get %arr_updated[%c_idx1] : !hw.array<2x!hw.array<2xi8>>, i1
  %a1_e0_res = hw.array_get %elem1[%c_idx0] : !hw.array<2xi8>, i1
  %a1_e1_res = hw.array_get %elem1[%c_idx1] : !hw.array<2xi8>, i1

  hw.output %a0_e0_res, %a0_e1_res, %a1_e0_res, %a1_e1_res : i8, i8, i8, i8
}

hw.module @ArrayOfStructWithArray(out valid0: i1, out data0_e0: i8, out valid1: i1, out data1_e0: i8) {
  // Array of structs containing nested arrays with zero initialization.
  %arr_zero = hw.aggregate_constant [[false, [0 : i8, 0 : i8]], [false, [0 : i8, 0 : i8]]] : !hw.array<2x!hw.struct<valid: i1, data: !hw.array<2xi8>>>
  %c_true = hw.constant true
  %new_subarr = hw.aggregate_constant [0xAA : i8, 0xBB : i8] : !hw.array<2xi8>
  %new_struct = hw.struct_create (%c_true, %new_subarr) : !hw.struct<valid: i1, data: !hw.array<2xi8>>
  %c_idx0 = hw.constant 0 : i1
  %c_idx1 = hw.constant 1 : i1
  %arr_updated = hw.array_inject %arr_zero[%c_idx1], %new_struct : !hw.array<2x!hw.struct<valid: i1, data: !hw.array<2xi8>>>, i1

  %elem0 = hw.array_get %arr_updated[%c_idx0] : !hw.array<2x!hw.struct<valid: i1, data: !hw.array<2xi8>>>, i1
  %v0 = hw.struct_extract %elem0["valid"] : !hw.struct<valid: i1, data: !hw.array<2xi8>>
  %d0 = hw.struct_extract %elem0["data"] : !hw.struct<valid: i1, data: !hw.array<2xi8>>
  %d0_e0 = hw.array_get %d0[%c_idx0] : !hw.array<2xi8>, i1

  %elem1 = hw.array_get %arr_updated[%c_idx1] : !hw.array<2x!hw.struct<valid: i1, data: !hw.array<2xi8>>>, i1
  %v1 = hw.struct_extract %elem1["valid"] : !hw.struct<valid: i1, data: !hw.array<2xi8>>
  %d1 = hw.struct_extract %elem1["data"] : !hw.struct<valid: i1, data: !hw.array<2xi8>>
  %d1_e0 = hw.array_get %d1[%c_idx0] : !hw.array<2xi8>, i1

  hw.output %v0, %d0_e0, %v1, %d1_e0 : i1, i8, i1, i8
}

// bitcasts.mlir, element order with raw = 0xab; upstream: ae0 = b, ae1 = a
// ("Arrays: Low index = low bits"), se0 = a, se1 = b ("Structs: Low index
// = high bits").
// RUN: combc eval %s --top=arrayMod --hex -- 0xab | FileCheck %s %exact --check-prefix=AM
// AM: 0xb
// AM-NEXT: 0xa
// RUN: combc eval %s --top=structMod --hex -- 0xab | FileCheck %s %exact --check-prefix=SM
// SM: 0xa
// SM-NEXT: 0xb

hw.module @arrayMod(in %raw: i8, out e0 : i4, out e1 : i4) {
  %cst0 = hw.constant 0 : i1
  %cst1 = hw.constant 1 : i1
  %array = hw.bitcast %raw : (i8) -> !hw.array<2xi4>
  %e0 = hw.array_get %array[%cst0] : !hw.array<2xi4>, i1
  %e1 = hw.array_get %array[%cst1] : !hw.array<2xi4>, i1
  hw.output %e0, %e1 : i4, i4
}

hw.module @structMod(in %raw: i8, out e0 : i4, out e1 : i4) {
  %struct = hw.bitcast %raw : (i8) -> !hw.struct<a: i4, b: i4>
  %e0 = hw.struct_extract %struct["a"] : !hw.struct<a: i4, b: i4>
  %e1 = hw.struct_extract %struct["b"] :!hw.struct<a: i4, b: i4>
  hw.output %e0, %e1 : i4, i4
}

// bitcasts.mlir, round trip i10 -> array<5xi2> -> struct<a: i1, b:
// array<7xi1>, c: i2> -> i10 (upstream: `match = 1` for all 1024 inputs);
// here without the registers: evaluated on 0, all ones, each single bit
// and the two alternating patterns, and proven for all 1024 inputs
// against o = i, match = 1 (one lec run, not 1024 evaluator processes).
// RUN: for i in 0 1023 1 2 4 8 16 32 64 128 256 512 341 682; do combc eval %s --top=roundtripper -- $i || exit 1; done > %t.rt
// RUN: %python -c "print('\n'.join(str(i) + '\n1' for i in [0, 1023] + [1 << k for k in range(10)] + [341, 682]))" > %t.rt.expected
// RUN: diff %t.rt.expected %t.rt
// RUN: combc lec %s %S/Inputs/roundtripper-identity.mlir --top=roundtripper | FileCheck %s --check-prefix=RTLEC
// RTLEC: equivalent

hw.module @roundtripper(in %i: i10, out o: i10, out match: i1) {
  %array = hw.bitcast %i : (i10) -> !hw.array<5xi2>
  %struct = hw.bitcast %array : (!hw.array<5xi2>) -> !hw.struct<a: i1, b: !hw.array<7xi1>, c: i2>
  %out = hw.bitcast %struct : (!hw.struct<a: i1, b: !hw.array<7xi1>, c: i2>) -> i10
  %match = comb.icmp eq %i, %out: i10
  hw.output %out, %match : i10, i1
}

// array-get-oob.mlir: a 6-element array (element 0 = front, element 5 =
// back) read at 5, 6, 7.  Upstream's arcilator prints cd, then ab and ef
// (it reads element 0 past the end, with an "Out-of-bounds array access"
// warning); combc reads 0 past the end.
// RUN: combc eval %s --top=array --hex -- 5 0xAB 0xCD | FileCheck %s %exact --check-prefix=OOB5
// OOB5: 0xcd
// RUN: combc eval %s --top=array --hex -- 6 0xAB 0xCD | FileCheck %s %exact --check-prefix=OOB6
// OOB6: 0x0
// RUN: combc eval %s --top=array --hex -- 7 0xEF 0xCD | FileCheck %s %exact --check-prefix=OOB7
// OOB7: 0x0
// RUN: combc eval %s --top=array --hex -- 0 0xEF 0xCD | FileCheck %s %exact --check-prefix=OOB0
// OOB0: 0xef
// RUN: combc eval %s --top=array --hex -- 1 0xEF 0xCD | FileCheck %s %exact --check-prefix=OOB1
// OOB1: 0xca

hw.module @array(in %idx: i3, in %front: i8, in %back: i8, out o: i8) {
  %cstCA = hw.constant 0xCA : i8
  %array6xi8 = hw.array_create %back, %cstCA, %cstCA, %cstCA, %cstCA, %front : i8
  %get = hw.array_get %array6xi8[%idx] : !hw.array<6xi8>, i3
  hw.output %get : i8
}
