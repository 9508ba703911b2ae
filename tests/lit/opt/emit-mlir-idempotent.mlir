// -O2 --emit=mlir read back and printed again at -O2 gives the same text
// (a fixed point), so a pipeline may run combc on its own output.  Two
// cases that once changed on the second pass:
// - a sign extension of an extract prints its sign bit as an extract of
//   the extract (x[5:2] >> 3), which the second pass composed into x[5],
//   and one such extract per extension, which it merged; now the sign
//   bit is read from the source (and a live extract of it is reused);
// - std.remi_signed and arith.remsi of the same operands print alike
//   (arith.remsi) but were not merged, so the second pass merged them.
// Values by hand: a = 0x20: x[5:2] = 0b1000, sign-extended to 12 bits
// 0xff8 = 4088, to 6 bits 0b111000 = 56, a[5] = 1; a = 0x1c: x[5:2] =
// 0b0111 = 7 (both), a[5] = 0.  -7 rem 2 = -1 (the remainder follows
// the dividend) = 255; index 5 + 5 = 10.
// RUN: combc %s --top=sx -O2 --emit=mlir -o %t.sx1.mlir
// RUN: combc %t.sx1.mlir -O2 --emit=mlir -o %t.sx2.mlir
// RUN: diff %t.sx1.mlir %t.sx2.mlir
// RUN: FileCheck %s --check-prefix=SX < %t.sx1.mlir
// SX: comb.extract %a from 5 : (i8) -> i1
// SX-NOT: comb.extract %a from 5
// SX-NOT: (i4) -> i1
// RUN: combc eval %t.sx1.mlir --top=sx -- 0x20 | FileCheck %s %exact --check-prefix=E1
// RUN: combc eval %s --top=sx -- 0x20 | FileCheck %s %exact --check-prefix=E1
// E1: 4088
// E1-NEXT: 56
// RUN: combc eval %t.sx1.mlir --top=sx -- 0x1c | FileCheck %s %exact --check-prefix=E2
// E2: 7
// E2-NEXT: 7
// RUN: combc %s --top=sxb -O2 --emit=mlir -o %t.b1.mlir
// RUN: combc %t.b1.mlir -O2 --emit=mlir -o %t.b2.mlir
// RUN: diff %t.b1.mlir %t.b2.mlir
// RUN: FileCheck %s --check-prefix=SX < %t.b1.mlir
// RUN: combc eval %t.b1.mlir --top=sxb -- 0x20 | FileCheck %s %exact --check-prefix=B1
// B1: 4088
// B1-NEXT: 1
// RUN: combc %s --top=rem -O2 --emit=mlir -o %t.r1.mlir
// RUN: combc %t.r1.mlir -O2 --emit=mlir -o %t.r2.mlir
// RUN: diff %t.r1.mlir %t.r2.mlir
// RUN: FileCheck %s --check-prefix=REM < %t.r1.mlir
// REM: [[R:%[0-9a-z_]+]] = arith.remsi %a, %b : i8
// REM-NOT: remsi
// REM-NOT: remi_signed
// REM: return [[R]], [[R]],
// RUN: combc eval %t.r1.mlir --top=rem -- 0xf9 2 5 | FileCheck %s %exact --check-prefix=RV
// RUN: combc eval %s --top=rem -- 0xf9 2 5 | FileCheck %s %exact --check-prefix=RV
// RV: 255
// RV-NEXT: 255
// RV-NEXT: 10
hw.module @sx(in %a : i8, out y12 : i12, out y6 : i6) {
  %e = comb.extract %a from 2 : (i8) -> i4
  %s = comb.extract %e from 3 : (i4) -> i1
  %r8 = comb.replicate %s : (i1) -> i8
  %y12 = comb.concat %r8, %e : i8, i4
  %r2 = comb.replicate %s : (i1) -> i2
  %y6 = comb.concat %r2, %e : i2, i4
  hw.output %y12, %y6 : i12, i6
}
hw.module @sxb(in %a : i8, out y12 : i12, out b5 : i1) {
  %e = comb.extract %a from 2 : (i8) -> i4
  %s = comb.extract %e from 3 : (i4) -> i1
  %r8 = comb.replicate %s : (i1) -> i8
  %y12 = comb.concat %r8, %e : i8, i4
  %b5 = comb.extract %a from 5 : (i8) -> i1
  hw.output %y12, %b5 : i12, i1
}
func.func @rem(%a: i8, %b: i8, %i: index) -> (i8, i8, index) {
  %1 = arith.remsi %a, %b : i8
  %2 = std.remi_signed %a, %b : i8
  %3 = index.add %i, %i
  return %1, %2, %3 : i8, i8, index
}
