// Signed remainders and rounding divisions divide |a| - sa = a ^ sa
// (bitblast.c, divide): no incrementer on the dividend, whose top bit is
// then 0, and |a| / |b| differs from (|a| - 1) / |b| only when the
// remainder r of the latter is |b| - 1, where |a| divides exactly (the
// quotient gains one, the remainder is 0); otherwise the remainder is
// r + 1, and for a < 0 the remainder -(r + 1) is ~r, so remsi needs no
// final add either.  A 16-bit remsi maps to 330 LUT-6s at 63 levels
// (362 at 68 dividing |a|); the 8-bit remsi below to 79 at 18 (86 at 21).
// divsi alone keeps |a|: there the comparison costs more than the
// incrementer (divs16 361 against 345); with a remainder of the same
// operands it divides |a| - sa too and shares the array (bitblast.c,
// shared_divides): divsi and remsi of 8 bits (@qr8) 104 LUT-6s at 20
// levels, 144 with two arrays.
//
// Values by hand, from the spec's table (division by zero: -1 or the
// dividend; MIN / -1 = MIN with remainder 0), a and b in 8-bit two's
// complement, printed unsigned:
//   a     b    remsi        ceildivsi     floordivsi     divsi
//   -7    2    -1   255     -3   253      -4   252      -3   253
//   7     -2   1    1       -3   253      -4   252      -3   253
//   -6    3    0    0       -2   254      -2   254      -2   254   (exact: r = |b| - 1)
//   -128  -1   0    0       MIN  128      MIN  128      MIN  128
//   -128  3    -2   254     -42  214      -43  213      -42  214
//   -1    1    0    0       -1   255      -1   255      -1   255
//   -5    0    -5   251     -1   255      -1   255      -1   255
//   -127  127  0    0       -1   255      -1   255      -1   255
//   -126  127  -126 130     0    0        -1   255      0    0
//   126   -127 126  126     0    0        -1   255      0    0
//   0     -3   0    0       0    0        0    0      0    0
//   -128  127  -1   255     -1   255      -2   254      -1   255
// RUN: combc %s --top=rem8 --emit=blif -o %t.rem.blif --stats 2>&1 | FileCheck %s --check-prefix=REM
// REM: mfs {{.*}} luts=79 depth=18
// RUN: combc %s --top=qr8 --emit=blif -o %t.qr.blif --stats 2>&1 | FileCheck %s --check-prefix=QR
// QR: mfs {{.*}} luts=104 depth=20
// RUN: combc lec %s %t.qr.blif --top=qr8 | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=sdiv8 --emit=blif -o %t.blif
// RUN: combc %s --top=sdiv8 --no-brent-kung --lut-depth=any -O0 --emit=blif -o %t.any.blif
// RUN: combc %s --top=sdiv8 --lut-size=3 --emit=blif -o %t.k3.blif
// RUN: combc %s --top=sdiv8 --lut-size=4 --emit=lut-mlir -o %t.k4.mlir
// RUN: for f in %s %t.blif %t.any.blif %t.k3.blif %t.k4.mlir; do \
// RUN:   for v in "0xf9 2" "7 0xfe" "0xfa 3" "0x80 0xff" "0x80 3" "0xff 1" \
// RUN:     "0xfb 0" "0x81 0x7f" "0x82 0x7f" "0x7e 0x81" "0 0xfd" "0x80 0x7f"; do \
// RUN:     combc eval $f --top=sdiv8 -- $v || exit 1; \
// RUN:   done | tr '\n' ' '; echo; done > %t.got
// RUN: FileCheck %s --check-prefix=V --input-file=%t.got
// V-COUNT-5: {{^}}255 253 252 253 1 253 252 253 0 254 254 254 0 128 128 128 254 214 213 214 0 255 255 255 251 255 255 255 0 255 255 255 130 0 255 0 126 0 255 0 0 0 0 0 255 255 254 255 {{$}}
// RUN: combc lec %s %t.blif --top=sdiv8 | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.k3.blif --top=sdiv8 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc sim %s --top=sdiv8 --emit=lut-sv --vectors=3000 | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
func.func @sdiv8(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %r = arith.remsi %a, %b : i8
  %c = arith.ceildivsi %a, %b : i8
  %f = arith.floordivsi %a, %b : i8
  %q = arith.divsi %a, %b : i8
  return %r, %c, %f, %q : i8, i8, i8, i8
}
func.func @qr8(%a: i8, %b: i8) -> (i8, i8) {
  %q = arith.divsi %a, %b : i8
  %r = arith.remsi %a, %b : i8
  return %q, %r : i8, i8
}
func.func @rem8(%a: i8, %b: i8) -> i8 {
  %r = arith.remsi %a, %b : i8
  return %r : i8
}
