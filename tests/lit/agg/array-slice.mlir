// hw.array_slice with a dynamic low index, custom and generic form.  The
// result's element j is input element lowIndex + j (HWAggregates.td: "from
// lowIndex to lowIndex + the number of elements in the return type"); the
// index is exactly clog2(N) bits wide.  Elements past the end of the input
// read as 0 (combc's choice; CIRCT leaves them undefined).

// @slice8: array<8xi4> with element k = k (port value 0x76543210), a
// 4-element slice at every low index 0..7: 0x3210, 0x4321, ..., then
// 0x0765, 0x0076, 0x0007 once the window runs past element 7.
// RUN: combc eval %s --top=slice8 --hex -- 0x76543210 2 | FileCheck %s %exact --check-prefix=S2
// S2: 0x5432
// S2-NEXT: 0x5432
// S2-NEXT: 0x2
// RUN: for i in 0 1 2 3 4 5 6 7; do combc eval %s --top=slice8 -- 0x76543210 $i || exit 1; done > %t.s8
// RUN: %python -c "v = 0x76543210; el = lambda k: (v >> (4 * k)) & 15 if k < 8 else 0; s = lambda i: sum(el(i + j) << (4 * j) for j in range(4)); print('\n'.join(str(s(i)) + '\n' + str(s(i)) + '\n' + str(el(i)) for i in range(8)))" > %t.s8.expected
// RUN: diff %t.s8.expected %t.s8
//
// @slice5: N = 5 (index i3) of i8, a 2-element slice; elements 0x11..0x55
// (port 0x5544332211).  Low index 4 keeps element 4 and pads with 0;
// 5, 6 and 7 give 0.
// RUN: for i in 0 1 2 3 4 5 6 7; do combc eval %s --top=slice5 -- 0x5544332211 $i || exit 1; done > %t.s5
// RUN: %python -c "v = 0x5544332211; el = lambda k: (v >> (8 * k)) & 255 if k < 5 else 0; print('\n'.join(str(el(i) + (el(i + 1) << 8)) for i in range(8)))" > %t.s5.expected
// RUN: diff %t.s5.expected %t.s5
//
// @const_slice: a constant low index, and a slice of a slice (elements 3..6,
// then 1..2 of those = elements 4..5).
// RUN: combc eval %s --top=const_slice --hex -- 0x76543210 | FileCheck %s %exact --check-prefix=CS
// CS: 0x6543
// CS-NEXT: 0x54
// RUN: combc %s --emit=mlir | combc eval - --top=const_slice --hex -- 0x76543210 | FileCheck %s %exact --check-prefix=CS

hw.module @slice8(in %arr : !hw.array<8xi4>, in %i : i3, out s : !hw.array<4xi4>, out sg : !hw.array<4xi4>, out e0 : i4) {
  %s = hw.array_slice %arr[%i] : (!hw.array<8xi4>) -> !hw.array<4xi4>
  %sg = "hw.array_slice"(%arr, %i) : (!hw.array<8xi4>, i3) -> !hw.array<4xi4>
  %c0 = hw.constant 0 : i2
  %e0 = hw.array_get %s[%c0] : !hw.array<4xi4>, i2
  hw.output %s, %sg, %e0 : !hw.array<4xi4>, !hw.array<4xi4>, i4
}

hw.module @slice5(in %arr : !hw.array<5xi8>, in %i : i3, out s : !hw.array<2xi8>) {
  %s = hw.array_slice %arr[%i] : (!hw.array<5xi8>) -> !hw.array<2xi8>
  hw.output %s : !hw.array<2xi8>
}

hw.module @const_slice(in %arr : !hw.array<8xi4>, out s : !hw.array<4xi4>, out t : !hw.array<2xi4>) {
  %c3 = hw.constant 3 : i3
  %s = hw.array_slice %arr[%c3] : (!hw.array<8xi4>) -> !hw.array<4xi4>
  %c1 = hw.constant 1 : i2
  %t = hw.array_slice %s[%c1] : (!hw.array<4xi4>) -> !hw.array<2xi4>
  hw.output %s, %t : !hw.array<4xi4>, !hw.array<2xi4>
}
