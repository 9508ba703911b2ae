// hw.bitcast `%x : (T) -> U` reinterprets the packed layout, both ways:
// integer -> array (element 0 = low bits), integer -> struct (first field =
// high bits), array <-> struct, aggregate -> integer; generic form too.

// @to_agg: 0xab as array<2xi4> has element 0 = 0xb, element 1 = 0xa; as
// struct<a: i4, b: i4> a = 0xa, b = 0xb (CIRCT's arcilator test
// bitcasts.mlir: "Arrays: Low index = low bits", "Structs: Low index = high
// bits").
// RUN: combc eval %s --top=to_agg --hex -- 0xab | FileCheck %s %exact --check-prefix=TO
// TO: 0xb
// TO-NEXT: 0xa
// TO-NEXT: 0xa
// TO-NEXT: 0xb
// TO-NEXT: 0xb
// RUN: combc %s --emit=mlir | combc eval - --top=to_agg --hex -- 0xab | FileCheck %s %exact --check-prefix=TO
//
// @from_agg: array_create(1, 2, 3) : i4 is 0x123; struct_create(0xa, 0xbc)
// of struct<x: i4, y: i8> is 0xabc; the array bitcast to a struct<hi: i8,
// lo: i4> splits it 0x12 / 0x3; the generic bitcast of the struct to
// array<3xi4> has element 0 = 0xc.
// RUN: combc eval %s --top=from_agg --hex | FileCheck %s %exact --check-prefix=FROM
// FROM: 0x123
// FROM-NEXT: 0xabc
// FROM-NEXT: 0x12
// FROM-NEXT: 0x3
// FROM-NEXT: 0xc
// RUN: combc %s --emit=mlir | combc eval - --top=from_agg --hex | FileCheck %s %exact --check-prefix=FROM
//
// @identity: int -> array<4xarray<2xi4>> -> struct -> int is the identity,
// and so are the aggregate ports themselves (printed as their bits).
// RUN: for x in 0 1 0x80000000 0xdeadbeef 0xffffffff 0x12345678; do combc eval %s --top=identity -- $x || exit 1; done > %t.id
// RUN: %python -c "print('\n'.join('\n'.join([str(x)] * 3) for x in [0, 1, 0x80000000, 0xdeadbeef, 0xffffffff, 0x12345678]))" > %t.id.expected
// RUN: diff %t.id.expected %t.id

hw.module @to_agg(in %raw : i8, out e0 : i4, out e1 : i4, out sa : i4, out sb : i4, out ge0 : i4) {
  %f = hw.constant false
  %t = hw.constant true
  %array = hw.bitcast %raw : (i8) -> !hw.array<2xi4>
  %e0 = hw.array_get %array[%f] : !hw.array<2xi4>, i1
  %e1 = hw.array_get %array[%t] : !hw.array<2xi4>, i1
  %struct = hw.bitcast %raw : (i8) -> !hw.struct<a: i4, b: i4>
  %sa = hw.struct_extract %struct["a"] : !hw.struct<a: i4, b: i4>
  %sb = hw.struct_extract %struct["b"] : !hw.struct<a: i4, b: i4>
  %garray = "hw.bitcast"(%raw) : (i8) -> !hw.array<2xi4>
  %ge0 = hw.array_get %garray[%f] : !hw.array<2xi4>, i1
  hw.output %e0, %e1, %sa, %sb, %ge0 : i4, i4, i4, i4, i4
}

hw.module @from_agg(out a : i12, out s : i12, out hi : i8, out lo : i4, out g0 : i4) {
  %c1 = hw.constant 1 : i4
  %c2 = hw.constant 2 : i4
  %c3 = hw.constant 3 : i4
  %arr = hw.array_create %c1, %c2, %c3 : i4
  %a = hw.bitcast %arr : (!hw.array<3xi4>) -> i12
  %ca = hw.constant 10 : i4
  %cbc = hw.constant 188 : i8
  %st = hw.struct_create (%ca, %cbc) : !hw.struct<x: i4, y: i8>
  %s = hw.bitcast %st : (!hw.struct<x: i4, y: i8>) -> i12
  %split = hw.bitcast %arr : (!hw.array<3xi4>) -> !hw.struct<hi: i8, lo: i4>
  %hi = hw.struct_extract %split["hi"] : !hw.struct<hi: i8, lo: i4>
  %lo = hw.struct_extract %split["lo"] : !hw.struct<hi: i8, lo: i4>
  %garr = "hw.bitcast"(%st) : (!hw.struct<x: i4, y: i8>) -> !hw.array<3xi4>
  %c0 = hw.constant 0 : i2
  %g0 = hw.array_get %garr[%c0] : !hw.array<3xi4>, i2
  hw.output %a, %s, %hi, %lo, %g0 : i12, i12, i8, i4, i4
}

hw.module @identity(in %raw : i32, out o : i32, out arr : !hw.array<4x!hw.array<2xi4>>, out st : !hw.struct<a: i8, b: i8, c: i16>) {
  %arr = hw.bitcast %raw : (i32) -> !hw.array<4x!hw.array<2xi4>>
  %st = hw.bitcast %arr : (!hw.array<4x!hw.array<2xi4>>) -> !hw.struct<a: i8, b: i8, c: i16>
  %o = hw.bitcast %st : (!hw.struct<a: i8, b: i8, c: i16>) -> i32
  hw.output %o, %arr, %st : i32, !hw.array<4x!hw.array<2xi4>>, !hw.struct<a: i8, b: i8, c: i16>
}
