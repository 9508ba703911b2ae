// The older generic spelling of hw.struct_extract / hw.struct_inject: CIRCT
// named the field with a string attribute `field = "b"` until
// HWAggregates.td switched to `fieldIndex` (I32Attr); files printed by
// older circt-opt --mlir-print-op-generic carry it.  Same struct as
// struct-ops.mlir: !S = struct<a: i8, b: i4, c: i1>, value 0x156b.
// (Separate file: drop it if combc decides to read only `fieldIndex`.)

// RUN: combc eval %s --hex -- 0x156b | FileCheck %s %exact --check-prefix=L
// L: 0x5
// L-NEXT: 0xab
// L-NEXT: 0x157f

!S = !hw.struct<a: i8, b: i4, c: i1>

hw.module @legacy(in %s : !S, out b : i4, out a : i8, out t : !S) {
  %b = "hw.struct_extract"(%s) {field = "b"} : (!S) -> i4
  %a = "hw.struct_extract"(%s) {field = "a"} : (!S) -> i8
  %f = hw.constant 15 : i4
  %t = "hw.struct_inject"(%s, %f) {field = "b"} : (!S, i4) -> !S
  hw.output %b, %a, %t : i4, i8, !S
}
