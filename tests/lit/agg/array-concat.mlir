// hw.array_concat, custom and generic form.  The first operand's elements
// take the highest indices, as in comb.concat (CIRCT's HWAggregateToComb
// lowers `hw.array_concat %lhs, %rhs` to `comb.concat` of the two bitcasts in
// that order, and ArraySliceOp::canonicalize walks the operands in reverse
// from index 0): concat(lhs: array<2>, rhs: array<3>) has rhs in elements
// 0..2 and lhs in elements 3..4.  The custom form's type list names each
// operand's array type: `: !hw.array<2xi4>, !hw.array<3xi4>`.

// lhs = 0xBA (element 0 = 0xA, element 1 = 0xB), rhs = 0x321: the result
// is 0xBA321, element 0 = 1, element 3 = 0xA, element 4 = 0xB.
// RUN: combc eval %s --top=concat2 --hex -- 0xBA 0x321 | FileCheck %s %exact --check-prefix=C2
// C2: 0xba321
// C2-NEXT: 0xba321
// C2-NEXT: 0x1
// C2-NEXT: 0xa
// C2-NEXT: 0xb
// RUN: combc %s --emit=mlir | combc eval - --top=concat2 --hex -- 0xBA 0x321 | FileCheck %s %exact --check-prefix=C2
//
// Three operands, one of them an array_create: concat(create(x, y), a, b)
// with a = array<1xi8>, b = array<2xi8>: elements, from index 0: b[0], b[1],
// a[0], y, x.  Index 5..7 are past the end of the 5-element result.
// RUN: combc eval %s --top=concat3 --hex -- 0x11 0x22 0x33 0x5544 0 | FileCheck %s %exact --check-prefix=C3
// C3: 0x1122335544
// C3-NEXT: 0x44
// RUN: for i in 0 1 2 3 4 5 6 7; do combc eval %s --top=concat3 -- 0x11 0x22 0x33 0x5544 $i || exit 1; done > %t.c3
// RUN: %python -c "v = 0x1122335544; print('\n'.join(str(v) + '\n' + str((v >> (8 * i)) & 255 if i < 5 else 0) for i in range(8)))" > %t.c3.expected
// RUN: diff %t.c3.expected %t.c3

hw.module @concat2(in %lhs : !hw.array<2xi4>, in %rhs : !hw.array<3xi4>,
                   out o : !hw.array<5xi4>, out og : !hw.array<5xi4>,
                   out e0 : i4, out e3 : i4, out e4 : i4) {
  %o = hw.array_concat %lhs, %rhs : !hw.array<2xi4>, !hw.array<3xi4>
  %og = "hw.array_concat"(%lhs, %rhs) : (!hw.array<2xi4>, !hw.array<3xi4>) -> !hw.array<5xi4>
  %c0 = hw.constant 0 : i3
  %c3 = hw.constant 3 : i3
  %c4 = hw.constant 4 : i3
  %e0 = hw.array_get %o[%c0] : !hw.array<5xi4>, i3
  %e3 = hw.array_get %o[%c3] : !hw.array<5xi4>, i3
  %e4 = hw.array_get %og[%c4] : !hw.array<5xi4>, i3
  hw.output %o, %og, %e0, %e3, %e4 : !hw.array<5xi4>, !hw.array<5xi4>, i4, i4, i4
}

hw.module @concat3(in %x : i8, in %y : i8, in %a : !hw.array<1xi8>, in %b : !hw.array<2xi8>, in %i : i3,
                   out o : !hw.array<5xi8>, out e : i8) {
  %xy = hw.array_create %x, %y : i8
  %o = hw.array_concat %xy, %a, %b : !hw.array<2 x i8>, !hw.array<1xi8>, !hw.array<2xi8>
  %e = hw.array_get %o[%i] : !hw.array<5xi8>, i3
  hw.output %o, %e : !hw.array<5xi8>, i8
}
