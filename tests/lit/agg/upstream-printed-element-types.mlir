// Element types without the `!hw.` prefix inside an array type:
// circt-opt prints nested hw types that way (printHWElementType in
// lib/Dialect/HW/HWTypes.cpp: `!hw.array<2xstruct<a: i8, b: i4>>`,
// `!hw.array<2xarray<3xi4>>`; a struct's field types keep the prefix), and
// parseHWElementType reads both spellings.  `x` may also be spaced.

// A 2-element array of struct<a: i8, b: i4> (12 bits each): element 1 =
// 0xab:0x5, element 0 = 0xcd:0x6 -> 0xab5cd6.  Element 0's b is 6; the
// array of arrays 0x123456 (element 1 = 0x123, element 0 = 0x456)
// gives element 1's element 2 = 1.
// RUN: combc eval %s --top=stripped --hex -- 0xab5cd6 0x123456 | FileCheck %s %exact --check-prefix=ST
// ST: 0x6
// ST-NEXT: 0x1
// ST-NEXT: 0xab5cd6
// RUN: combc %s --emit=mlir | combc eval - --top=stripped --hex -- 0xab5cd6 0x123456 | FileCheck %s %exact --check-prefix=ST

hw.module @stripped(in %a : !hw.array<2xstruct<a: i8, b: i4>>, in %aa : !hw.array<2xarray<3xi4>>,
                    out b0 : i4, out x : i4, out same : !hw.array<2 x !hw.struct<a: i8, b: i4>>) {
  %f = hw.constant false
  %t = hw.constant true
  %e0 = hw.array_get %a[%f] : !hw.array<2xstruct<a: i8, b: i4>>, i1
  %b0 = hw.struct_extract %e0["b"] : !hw.struct<a: i8, b: i4>
  %row = hw.array_get %aa[%t] : !hw.array<2x!hw.array<3xi4>>, i1
  %c2 = hw.constant 2 : i2
  %x = hw.array_get %row[%c2] : !hw.array<3 x i4>, i2
  hw.output %b0, %x, %a : i4, i4, !hw.array<2xstruct<a: i8, b: i4>>
}
