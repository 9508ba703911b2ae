// hw.array_create and hw.array_get, custom and generic form, with a dynamic
// index.  Layout (README, aggregates): element 0 is the least significant
// and array_create lists the highest index first, so
// `hw.array_create %a, %b, %c, %d` is the bit vector a:b:c:d (a on top) and
// element 0 is %d.  An index past the end of the array reads as 0 (combc's
// choice; CIRCT leaves it undefined).

// @get4: array<4xi8> from 0x11 0x22 0x33 0x44 is 0x11223344; element i is
// 0x44, 0x33, 0x22, 0x11 for i = 0..3.  Both forms must agree.
// RUN: combc eval %s --top=get4 --hex -- 0x11 0x22 0x33 0x44 0 | FileCheck %s %exact --check-prefix=G0
// G0: 0x11223344
// G0-NEXT: 0x11223344
// G0-NEXT: 0x44
// G0-NEXT: 0x44
// RUN: combc eval %s --top=get4 --hex -- 0x11 0x22 0x33 0x44 3 | FileCheck %s %exact --check-prefix=G3
// G3: 0x11223344
// G3-NEXT: 0x11223344
// G3-NEXT: 0x11
// G3-NEXT: 0x11
// RUN: for i in 0 1 2 3; do combc eval %s --top=get4 -- 1 2 3 4 $i || exit 1; done > %t.get4
// RUN: %python -c "print('\n'.join('\n'.join([str(0x01020304)] * 2 + [str(4 - i)] * 2) for i in range(4)))" > %t.get4.expected
// RUN: diff %t.get4.expected %t.get4
//
// @get3: a non-power-of-two array (N = 3, index i2).  Port %arr = 0x030201
// holds elements 1, 2, 3; index 3 is past the end and reads 0.  The second
// result reads the constant index -1 : i2 (= 3), also past the end.
// RUN: for i in 0 1 2 3; do combc eval %s --top=get3 -- 0x030201 $i || exit 1; done > %t.get3
// RUN: %python -c "print('\n'.join(str(e) + '\n0' for e in [1, 2, 3, 0]))" > %t.get3.expected
// RUN: diff %t.get3.expected %t.get3
//
// @get5: N = 5 of i4 with an i3 index, every index 0..7; elements are the
// nibbles of 0xEDCBA (element 0 = 0xA), indices 5, 6, 7 read 0.
// RUN: for i in 0 1 2 3 4 5 6 7; do combc eval %s --top=get5 -- 0xEDCBA $i || exit 1; done > %t.get5
// RUN: %python -c "print('\n'.join(str((0xEDCBA >> (4 * i)) & 15 if i < 5 else 0) for i in range(8)))" > %t.get5.expected
// RUN: diff %t.get5.expected %t.get5
//
// @const_create: an array of constants read at a dynamic index (the classic
// ROM); generic array_create, custom array_get.
// RUN: for i in 0 1 2 3 4 5 6 7; do combc eval %s --top=const_create -- $i || exit 1; done > %t.rom
// RUN: %python -c "print('\n'.join(str([7, 6, 5, 4, 3][i] if i < 5 else 0) for i in range(8)))" > %t.rom.expected
// RUN: diff %t.rom.expected %t.rom
//
// Round trip through --emit=mlir.
// RUN: combc %s --emit=mlir | combc eval - --top=get4 --hex -- 0x11 0x22 0x33 0x44 3 | FileCheck %s %exact --check-prefix=G3
// RUN: combc %s --emit=mlir | combc eval - --top=get5 -- 0xEDCBA 6 | FileCheck %s %exact --check-prefix=RT5
// RT5: 0

hw.module @get4(in %a : i8, in %b : i8, in %c : i8, in %d : i8, in %i : i2,
                out arr : !hw.array<4xi8>, out arrg : !hw.array<4xi8>,
                out e : i8, out eg : i8) {
  %arr = hw.array_create %a, %b, %c, %d : i8
  %arrg = "hw.array_create"(%a, %b, %c, %d) : (i8, i8, i8, i8) -> !hw.array<4xi8>
  %e = hw.array_get %arr[%i] : !hw.array<4xi8>, i2
  %eg = "hw.array_get"(%arrg, %i) : (!hw.array<4xi8>, i2) -> i8
  hw.output %arr, %arrg, %e, %eg : !hw.array<4xi8>, !hw.array<4xi8>, i8, i8
}

hw.module @get3(in %arr : !hw.array<3xi8>, in %i : i2, out e : i8, out past : i8) {
  %e = hw.array_get %arr[%i] : !hw.array<3xi8>, i2
  %c3 = hw.constant -1 : i2
  %past = hw.array_get %arr[%c3] : !hw.array<3xi8>, i2
  hw.output %e, %past : i8, i8
}

hw.module @get5(in %arr : !hw.array<5xi4>, in %i : i3, out e : i4) {
  %e = "hw.array_get"(%arr, %i) : (!hw.array<5xi4>, i3) -> i4
  hw.output %e : i4
}

hw.module @const_create(in %i : i3, out e : i8) {
  %c3 = hw.constant 3 : i8
  %c4 = hw.constant 4 : i8
  %c5 = hw.constant 5 : i8
  %c6 = hw.constant 6 : i8
  %c7 = hw.constant 7 : i8
  %rom = "hw.array_create"(%c3, %c4, %c5, %c6, %c7) : (i8, i8, i8, i8, i8) -> !hw.array<5xi8>
  %e = hw.array_get %rom[%i] : !hw.array<5xi8>, i3
  hw.output %e : i8
}
