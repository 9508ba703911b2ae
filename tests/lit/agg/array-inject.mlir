// hw.array_inject (CIRCT's HWAggregates.td: `$input [ $index ] , $element :
// type($input) , type($index)`): the input array with element `index`
// replaced.  The index is exactly clog2(N) bits wide; an index past the
// end leaves the array unchanged (combc's choice: CIRCT leaves it
// undefined, and its HWAggregateToComb lowering happens to write element
// N-1 there, see RESEARCH.md).

// @inject3: array<3xi2> (6 bits), every index 0..3 and element value 0..3
// on four arrays; index 3 leaves the array as it was.
// RUN: for a in 0 27 45 63; do for s in 0 1 2 3; do for v in 0 1 2 3; do combc eval %s --top=inject3 -- $a $s $v || exit 1; done; done; done > %t.i3
// RUN: %python -c "f = lambda a, s, v: a if s >= 3 else (a & ~(3 << (2 * s)) & 63) | (v << (2 * s)); print('\n'.join(str(f(a, s, v)) for a in [0, 27, 45, 63] for s in range(4) for v in range(4)))" > %t.i3.expected
// RUN: diff %t.i3.expected %t.i3
//
// @inject4: array<4xi8>, custom and generic form, then read back.
// RUN: combc eval %s --top=inject4 --hex -- 0x44332211 2 0xAB | FileCheck %s %exact --check-prefix=I4
// I4: 0x44ab2211
// I4-NEXT: 0x44ab2211
// I4-NEXT: 0xab
// RUN: combc eval %s --top=inject4 --hex -- 0x44332211 0 0xAB | FileCheck %s %exact --check-prefix=I4_0
// I4_0: 0x443322ab
// I4_0-NEXT: 0x443322ab
// I4_0-NEXT: 0x33
// RUN: combc %s --emit=mlir | combc eval - --top=inject4 --hex -- 0x44332211 2 0xAB | FileCheck %s %exact --check-prefix=I4
//
// @inject5: N = 5 of i4 with an i3 index: 5, 6 and 7 leave it unchanged.
// RUN: for s in 0 1 2 3 4 5 6 7; do combc eval %s --top=inject5 -- 0xEDCBA $s 0 || exit 1; done > %t.i5
// RUN: %python -c "print('\n'.join(str(0xEDCBA & ~(15 << (4 * s)) if s < 5 else 0xEDCBA) for s in range(8)))" > %t.i5.expected
// RUN: diff %t.i5.expected %t.i5

hw.module @inject3(in %in : !hw.array<3xi2>, in %sel : i2, in %val : i2, out out_inject : !hw.array<3xi2>) {
  %0 = hw.array_inject %in[%sel], %val : !hw.array<3xi2>, i2
  hw.output %0 : !hw.array<3xi2>
}

hw.module @inject4(in %arr : !hw.array<4xi8>, in %i : i2, in %v : i8,
                   out o : !hw.array<4xi8>, out og : !hw.array<4xi8>, out e2 : i8) {
  %o = hw.array_inject %arr[%i], %v : !hw.array<4xi8>, i2
  %og = "hw.array_inject"(%arr, %i, %v) : (!hw.array<4xi8>, i2, i8) -> !hw.array<4xi8>
  %c2 = hw.constant 2 : i2
  %e2 = hw.array_get %og[%c2] : !hw.array<4xi8>, i2
  hw.output %o, %og, %e2 : !hw.array<4xi8>, !hw.array<4xi8>, i8
}

hw.module @inject5(in %arr : !hw.array<5xi4>, in %i : i3, in %v : i4, out o : !hw.array<5xi4>) {
  %o = hw.array_inject %arr[%i], %v : !hw.array<5xi4>, i3
  hw.output %o : !hw.array<5xi4>
}
