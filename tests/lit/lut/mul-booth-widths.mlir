// Radix-4 Booth rows (from 6 bits) and the AND array (below) around the
// switch-over width, odd and even widths, proven equal to the word-level
// multiply and spot-checked against (a * b) mod 2^w computed by hand:
// 19 * 27 mod 32 = 1, 45 * 63 mod 64 = 19, 127 * 127 mod 128 = 1,
// 200 * 201 mod 256 = 8, 8191 * 4097 mod 8192 = 4095.
//
// RUN: combc %s --emit=blif -o %t.blif
// RUN: combc lec %s %t.blif | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --emit=lut-mlir --lut-size=3 -o %t.mlir
// RUN: combc lec %s %t.mlir | FileCheck %s --check-prefix=LEC
// RUN: combc eval %t.mlir -- 19 27 45 63 127 127 200 201 8191 4097 | FileCheck %s
// CHECK: 1
// CHECK-NEXT: 19
// CHECK-NEXT: 1
// CHECK-NEXT: 8
// CHECK-NEXT: 4095
func.func @f(%a5: i5, %b5: i5, %a6: i6, %b6: i6, %a7: i7, %b7: i7,
             %a8: i8, %b8: i8, %a13: i13, %b13: i13)
    -> (i5, i6, i7, i8, i13) {
  %p5 = arith.muli %a5, %b5 : i5
  %p6 = arith.muli %a6, %b6 : i6
  %p7 = arith.muli %a7, %b7 : i7
  %p8 = arith.muli %a8, %b8 : i8
  %p13 = arith.muli %a13, %b13 : i13
  return %p5, %p6, %p7, %p8, %p13 : i5, i6, i7, i8, i13
}
