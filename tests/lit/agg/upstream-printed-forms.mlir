// Spellings that circt-opt accepts or prints (lib/Dialect/HW/HWTypes.cpp):
// struct field names may be quoted strings (printed quoted when they are
// not identifiers), `x` in an array type may be spaced (`!hw.array<2 x
// i8>`, used in test/Dialect/HW/basic.mlir); and the older hw.module port
// syntax with aggregate ports.  Element types without their `!hw.` prefix
// are in upstream-printed-element-types.mlir.

// A quoted field name with a space.
// RUN: combc eval %s --top=quoted --hex -- 0x1a5 | FileCheck %s %exact --check-prefix=Q
// Q: 0x1a
// Q-NEXT: 0x5
// Q-NEXT: 0xf5
// RUN: combc %s --emit=mlir | combc eval - --top=quoted --hex -- 0x1a5 | FileCheck %s %exact --check-prefix=Q
//
// Old port syntax `(%a: T) -> (o: U)`.
// RUN: combc eval %s --top=oldPorts --hex -- 0x1122 1 | FileCheck %s %exact --check-prefix=OLD
// OLD: 0x11
// OLD-NEXT: 0x2211

hw.module @quoted(in %s : !hw.struct<"my field": i5, b: i4>, out f : i5, out b : i4, out t : !hw.struct<"my field": i5, b: i4>) {
  %f = hw.struct_extract %s["my field"] : !hw.struct<"my field": i5, b: i4>
  %b = hw.struct_extract %s["b"] : !hw.struct<"my field": i5, b: i4>
  %c = hw.constant 15 : i5
  %t = hw.struct_inject %s["my field"], %c : !hw.struct<"my field": i5, b: i4>
  hw.output %f, %b, %t : i5, i4, !hw.struct<"my field": i5, b: i4>
}

hw.module @oldPorts(%a: !hw.array<2 x i8>, %i: i1) -> (e: i8, swapped: !hw.array<2xi8>) {
  %e = hw.array_get %a[%i] : !hw.array<2 x i8>, i1
  %f = hw.constant false
  %t = hw.constant true
  %e0 = hw.array_get %a[%f] : !hw.array<2xi8>, i1
  %e1 = hw.array_get %a[%t] : !hw.array<2xi8>, i1
  %swapped = hw.array_create %e0, %e1 : i8
  hw.output %e, %swapped : i8, !hw.array<2xi8>
}
