// hw.struct_create, hw.struct_extract, hw.struct_inject, hw.struct_explode,
// custom and generic form.  The first field is the most significant:
// !S = struct<a: i8, b: i4, c: i1> is a:b:c, 13 bits, a in bits 12..5, b in
// 4..1, c in bit 0.  Custom forms (lib/Dialect/HW/HWOps.cpp):
//   hw.struct_create (%a, %b, %c) : !S
//   hw.struct_extract %s["b"] : !S
//   hw.struct_inject %s["b"], %v : !S
//   %a, %b, %c = hw.struct_explode %s : !S     (or %r:3 and %r#0..%r#2)
// Generic: struct_extract and struct_inject carry `fieldIndex` (i32), the
// field's position, as an attribute or a property.

// create(0xAB, 5, 1) = 0xAB << 5 | 5 << 1 | 1 = 0x156b, both forms.
// RUN: combc eval %s --top=create --hex -- 0xAB 5 1 | FileCheck %s %exact --check-prefix=CR
// CR: 0x156b
// CR-NEXT: 0x156b
// RUN: combc %s --emit=mlir | combc eval - --top=create --hex -- 0xAB 5 1 | FileCheck %s %exact --check-prefix=CR
//
// extract a, b, c of 0x156b, custom then generic (attribute, property).
// RUN: combc eval %s --top=extract --hex -- 0x156b | FileCheck %s %exact --check-prefix=EX
// EX: 0xab
// EX-NEXT: 0x5
// EX-NEXT: 0x1
// EX-NEXT: 0xab
// EX-NEXT: 0x5
// EX-NEXT: 0x1
// RUN: combc %s --emit=mlir | combc eval - --top=extract --hex -- 0x156b | FileCheck %s %exact --check-prefix=EX
//
// inject b = 0xf into 0x156b: 0x157f; a = 0 (generic): 0x000b; c = 0
// (generic, property): 0x156a.
// RUN: combc eval %s --top=inject --hex -- 0x156b | FileCheck %s %exact --check-prefix=IN
// IN: 0x157f
// IN-NEXT: 0xb
// IN-NEXT: 0x156a
// RUN: combc %s --emit=mlir | combc eval - --top=inject --hex -- 0x156b | FileCheck %s %exact --check-prefix=IN
//
// explode: named results, `%r:3` with `%r#i`, and the generic form, each
// printing a, b, c; then a value built from two of them (b + c: i4).
// RUN: combc eval %s --top=explode --hex -- 0x156b | FileCheck %s %exact --check-prefix=XP
// XP: 0xab
// XP-NEXT: 0x5
// XP-NEXT: 0x1
// XP-NEXT: 0x1
// XP-NEXT: 0x5
// XP-NEXT: 0xab
// XP-NEXT: 0xab
// XP-NEXT: 0x5
// XP-NEXT: 0x1
// XP-NEXT: 0x6
// RUN: combc %s --emit=mlir | combc eval - --top=explode --hex -- 0x156b | FileCheck %s %exact --check-prefix=XP
//
// All 2^13 struct values would be many runs; instead every value of b with
// a = 0x80 and c = 1: extract b, inject b + 1, explode.
// RUN: for b in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do combc eval %s --top=roundtrip -- 128 $b 1 || exit 1; done > %t.rt
// RUN: %python -c "print('\n'.join('\n'.join(str(x) for x in [b, (128 << 5) | (((b + 1) & 15) << 1) | 1, 128, (b + 1) & 15, 1]) for b in range(16)))" > %t.rt.expected
// RUN: diff %t.rt.expected %t.rt

!S = !hw.struct<a: i8, b: i4, c: i1>

hw.module @create(in %a : i8, in %b : i4, in %c : i1, out s : !S, out sg : !S) {
  %s = hw.struct_create (%a, %b, %c) : !hw.struct<a: i8, b: i4, c: i1>
  %sg = "hw.struct_create"(%a, %b, %c) : (i8, i4, i1) -> !S
  hw.output %s, %sg : !S, !S
}

hw.module @extract(in %s : !S, out a : i8, out b : i4, out c : i1, out ga : i8, out gb : i4, out gc : i1) {
  %a = hw.struct_extract %s["a"] : !S
  %b = hw.struct_extract %s["b"] : !hw.struct<a: i8, b: i4, c: i1>
  %c = hw.struct_extract %s["c"] : !S
  %ga = "hw.struct_extract"(%s) {fieldIndex = 0 : i32} : (!S) -> i8
  %gb = "hw.struct_extract"(%s) <{fieldIndex = 1 : i32}> : (!S) -> i4
  %gc = "hw.struct_extract"(%s) <{fieldIndex = 2 : i32}> : (!hw.struct<a: i8, b: i4, c: i1>) -> i1
  hw.output %a, %b, %c, %ga, %gb, %gc : i8, i4, i1, i8, i4, i1
}

hw.module @inject(in %s : !S, out b : !S, out a : !S, out c : !S) {
  %f = hw.constant 15 : i4
  %z = hw.constant 0 : i8
  %false = hw.constant false
  %b = hw.struct_inject %s["b"], %f : !S
  %a = "hw.struct_inject"(%s, %z) {fieldIndex = 0 : i32} : (!S, i8) -> !S
  %c = "hw.struct_inject"(%s, %false) <{fieldIndex = 2 : i32}> : (!S, i1) -> !S
  hw.output %b, %a, %c : !S, !S, !S
}

hw.module @explode(in %s : !S, out a : i8, out b : i4, out c : i1,
                   out rc : i1, out rb : i4, out ra : i8,
                   out ga : i8, out gb : i4, out gc : i1, out sum : i4) {
  %a, %b, %c = hw.struct_explode %s : !S
  %r:3 = hw.struct_explode %s : !hw.struct<a: i8, b: i4, c: i1>
  %g:3 = "hw.struct_explode"(%s) : (!S) -> (i8, i4, i1)
  %cx = comb.concat %false3, %r#2 : i3, i1
  %false3 = hw.constant 0 : i3
  %sum = comb.add %g#1, %cx : i4
  hw.output %a, %b, %c, %r#2, %r#1, %r#0, %g#0, %g#1, %g#2, %sum : i8, i4, i1, i1, i4, i8, i8, i4, i1, i4
}

hw.module @roundtrip(in %a : i8, in %b : i4, in %c : i1, out eb : i4, out s2 : !S, out xa : i8, out xb : i4, out xc : i1) {
  %s = hw.struct_create (%a, %b, %c) : !S
  %eb = hw.struct_extract %s["b"] : !S
  %one = hw.constant 1 : i4
  %b1 = comb.add %eb, %one : i4
  %s2 = hw.struct_inject %s["b"], %b1 : !S
  %xa, %xb, %xc = hw.struct_explode %s2 : !S
  hw.output %eb, %s2, %xa, %xb, %xc : i4, !S, i8, i4, i1
}
