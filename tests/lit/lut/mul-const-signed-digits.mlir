// Multiplying by a constant adds one row per signed digit: 255 = 256 - 1
// is two rows, not eight.  Expected products are (x * c) mod 2^16,
// computed by hand: 0x1234 * 255 = 8652, * 7 = 32620, * -1 = 60876,
// * 0x7ff0 = 56512; 0xffff * 255 = 65281, * 7 = 65529, * -1 = 1,
// * 0x7ff0 = 32784.
//
// RUN: combc %s --emit=blif -o %t.blif
// RUN: combc lec %s %t.blif | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// The AND-array rows gave 166 LUT-6s; signed digits give 85 (BLIF .names, PO buffers included).
// RUN: grep -c '^.names' %t.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 90 else 1)"
// RUN: combc %s --emit=lut-mlir -o %t.mlir
// RUN: combc eval %t.mlir -- 0x1234 | FileCheck %s --check-prefix=A
// A: 8652
// A-NEXT: 32620
// A-NEXT: 60876
// A-NEXT: 56512
// RUN: combc eval %t.mlir -- 0xffff | FileCheck %s --check-prefix=B
// B: 65281
// B-NEXT: 65529
// B-NEXT: 1
// B-NEXT: 32784
func.func @f(%x: i16) -> (i16, i16, i16, i16) {
  %c255 = arith.constant 255 : i16
  %c7 = arith.constant 7 : i16
  %cm1 = arith.constant -1 : i16
  %cx = arith.constant 0x7ff0 : i16
  %a = arith.muli %x, %c255 : i16
  %b = arith.muli %c7, %x : i16
  %c = arith.muli %x, %cm1 : i16
  %d = arith.muli %x, %cx : i16
  return %a, %b, %c, %d : i16, i16, i16, i16
}
