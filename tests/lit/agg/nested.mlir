// Nested aggregates: an array of structs inside a struct, aggregate ports
// in and out, and hw.instance passing aggregate values.
// !Pix = struct<r: i4, g: i4, b: i4> is r:g:b (12 bits);
// !Row = array<3x!Pix> has pixel 0 in bits 11..0;
// !Img = struct<hdr: i4, row: !Row> is hdr:row (40 bits).
// The image used: hdr = 9, pixels 0x123, 0x456, 0x789 (pixel 0 = 0x123):
// 0x9789456123.

// @pick reads pixel i: its g, the pixel, and hdr; i = 3 is past the end of
// the row, so the pixel reads 0.
// RUN: for i in 0 1 2 3; do combc eval %s --top=pick -- 0x9789456123 $i || exit 1; done > %t.pick
// RUN: %python -c "px = [0x123, 0x456, 0x789, 0]; print('\n'.join('\n'.join(str(x) for x in [(px[i] >> 4) & 15, px[i], 9]) for i in range(4)))" > %t.pick.expected
// RUN: diff %t.pick.expected %t.pick
//
// @setb sets pixel i's b to v (get, struct_inject, array_inject,
// struct_inject); i = 3 leaves the image unchanged.
// RUN: for i in 0 1 2 3; do combc eval %s --top=setb -- 0x9789456123 $i 15 || exit 1; done > %t.setb
// RUN: %python -c "img = 0x9789456123; f = lambda i: img if i >= 3 else (img & ~(15 << (12 * i))) | (15 << (12 * i)); print('\n'.join(str(f(i)) for i in range(4)))" > %t.setb.expected
// RUN: diff %t.setb.expected %t.setb
//
// @top instantiates both with aggregate ports: pick of setb's result at
// i = 1 gives g = 5, pixel 0x45f, hdr 9.
// RUN: combc eval %s --top=top --hex -- 0x9789456123 1 | FileCheck %s %exact --check-prefix=TOP
// TOP: 0x978945f123
// TOP-NEXT: 0x5
// TOP-NEXT: 0x45f
// TOP-NEXT: 0x9
// RUN: combc %s --emit=mlir | combc eval - --top=top --hex -- 0x9789456123 1 | FileCheck %s %exact --check-prefix=TOP
//
// @build makes the same image from its parts with struct_create and
// array_create (pixel 0 last).
// RUN: combc eval %s --top=build --hex | FileCheck %s %exact --check-prefix=BUILD
// BUILD: 0x9789456123

!Pix = !hw.struct<r: i4, g: i4, b: i4>
!Row = !hw.array<3x!Pix>
!Img = !hw.struct<hdr: i4, row: !Row>

hw.module @pick(in %img : !Img, in %i : i2, out g : i4, out px : !Pix, out hdr : i4) {
  %row = hw.struct_extract %img["row"] : !Img
  %px = hw.array_get %row[%i] : !Row, i2
  %g = hw.struct_extract %px["g"] : !Pix
  %hdr = hw.struct_extract %img["hdr"] : !hw.struct<hdr: i4, row: !hw.array<3x!hw.struct<r: i4, g: i4, b: i4>>>
  hw.output %g, %px, %hdr : i4, !Pix, i4
}

hw.module @setb(in %img : !Img, in %i : i2, in %v : i4, out img2 : !Img) {
  %row = hw.struct_extract %img["row"] : !Img
  %px = hw.array_get %row[%i] : !hw.array<3x!hw.struct<r: i4, g: i4, b: i4>>, i2
  %px2 = hw.struct_inject %px["b"], %v : !Pix
  %row2 = hw.array_inject %row[%i], %px2 : !Row, i2
  %img2 = hw.struct_inject %img["row"], %row2 : !Img
  hw.output %img2 : !Img
}

hw.module @top(in %img : !Img, in %i : i2, out img2 : !Img, out g : i4, out px : !Pix, out hdr : i4) {
  %c15 = hw.constant 15 : i4
  %img2 = hw.instance "s" @setb(img: %img: !Img, i: %i: i2, v: %c15: i4) -> (img2: !Img)
  %g, %px, %hdr = hw.instance "p" @pick(img: %img2: !Img, i: %i: i2) -> (g: i4, px: !Pix, hdr: i4)
  hw.output %img2, %g, %px, %hdr : !Img, i4, !Pix, i4
}

hw.module @build(out img : !Img) {
  %c1 = hw.constant 1 : i4
  %c2 = hw.constant 2 : i4
  %c3 = hw.constant 3 : i4
  %c4 = hw.constant 4 : i4
  %c5 = hw.constant 5 : i4
  %c6 = hw.constant 6 : i4
  %c7 = hw.constant 7 : i4
  %c8 = hw.constant 8 : i4
  %c9 = hw.constant 9 : i4
  %p0 = hw.struct_create (%c1, %c2, %c3) : !Pix
  %p1 = hw.struct_create (%c4, %c5, %c6) : !Pix
  %p2 = hw.struct_create (%c7, %c8, %c9) : !Pix
  %row = hw.array_create %p2, %p1, %p0 : !Pix
  %img = hw.struct_create (%c9, %row) : !Img
  hw.output %img : !Img
}
