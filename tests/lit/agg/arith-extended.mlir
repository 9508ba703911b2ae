// arith.addui_extended, arith.mulsi_extended, arith.mului_extended (MLIR's
// ArithOps.td):
//   %sum, %overflow = arith.addui_extended %a, %b : i8, i1
//   %low, %high = arith.mulsi_extended %a, %b : i8
//   %low, %high = arith.mului_extended %a, %b : i8
// addui_extended returns the N-bit sum, then the carry out (1 on unsigned
// overflow); the mul*_extended return the low, then the high N bits of the
// 2N-bit product of the sign- (mulsi) or zero- (mului) extended operands.
// @ext returns, in order: sum, overflow, mulsi low, mulsi high, mului low,
// mului high; @extg is the same in generic form (`%r:2` / `%r#1`).
// Values print unsigned (i8 -64 is 192).

// 200 + 100 = 300: sum 44, carry 1.  200 * 100 = 20000 = 0x4e20 unsigned:
// low 0x20, high 0x4e; signed (-56) * 100 = -5600 = 0xea20: high 0xea.
// RUN: combc eval %s --top=ext -- 200 100 | FileCheck %s %exact --check-prefix=A
// A: 44
// A-NEXT: 1
// A-NEXT: 32
// A-NEXT: 234
// A-NEXT: 32
// A-NEXT: 78
// RUN: combc eval %s --top=extg -- 200 100 | FileCheck %s %exact --check-prefix=A
// RUN: combc %s --emit=mlir | combc eval - --top=extg -- 200 100 | FileCheck %s %exact --check-prefix=A
// -128 * -128 = 16384 = 0x4000 both ways: low 0, high 0x40; -128 + -128:
// sum 0, carry 1.
// RUN: combc eval %s --top=ext -- -128 -128 | FileCheck %s %exact --check-prefix=MIN
// MIN: 0
// MIN-NEXT: 1
// MIN-NEXT: 0
// MIN-NEXT: 64
// MIN-NEXT: 0
// MIN-NEXT: 64
// -128 * 127 = -16256 = 0xc080 signed; 128 * 127 = 16256 = 0x3f80
// unsigned; 128 + 127 = 255, no carry.
// RUN: combc eval %s --top=ext -- 0x80 0x7f | FileCheck %s %exact --check-prefix=MX
// MX: 255
// MX-NEXT: 0
// MX-NEXT: 128
// MX-NEXT: 192
// MX-NEXT: 128
// MX-NEXT: 63
// -1 * -1 = 1 signed (high 0); 255 * 255 = 65025 = 0xfe01 unsigned; 255 +
// 255 = 510: sum 254, carry 1.
// RUN: combc eval %s --top=ext -- -1 -1 | FileCheck %s %exact --check-prefix=M1
// M1: 254
// M1-NEXT: 1
// M1-NEXT: 1
// M1-NEXT: 0
// M1-NEXT: 1
// M1-NEXT: 254
// -1 * 1 = -1 signed: low 255, high 255; unsigned 255 * 1: high 0.
// 255 + 1 = 256: sum 0, carry 1.
// RUN: combc eval %s --top=ext -- 255 1 | FileCheck %s %exact --check-prefix=P1
// P1: 0
// P1-NEXT: 1
// P1-NEXT: 255
// P1-NEXT: 255
// P1-NEXT: 255
// P1-NEXT: 0
//
// All 256 pairs at i4, against Python's integers.
// RUN: for a in $(seq 0 15); do for b in $(seq 0 15); do combc eval %s --top=ext4 -- $a $b || exit 1; done; done > %t.ext4
// RUN: %python -c "s = lambda x: x - 16 if x >= 8 else x; r = lambda a, b: [(a + b) & 15, (a + b) >> 4, (s(a) * s(b)) & 15, ((s(a) * s(b)) >> 4) & 15, (a * b) & 15, (a * b) >> 4]; print('\n'.join(str(v) for a in range(16) for b in range(16) for v in r(a, b)))" > %t.ext4.expected
// RUN: diff %t.ext4.expected %t.ext4
//
// i1: addui_extended(1, 1) = (0, 1) (MLIR's integration test
// test-i1-operations.mlir); mulsi_extended(1, 1) is (-1) * (-1) = 1:
// low 1, high 0; mului_extended(1, 1): low 1, high 0.
// RUN: combc eval %s --top=ext1 -- 1 1 | FileCheck %s %exact --check-prefix=I1
// I1: 0
// I1-NEXT: 1
// I1-NEXT: 1
// I1-NEXT: 0
// I1-NEXT: 1
// I1-NEXT: 0

func.func @ext(%a: i8, %b: i8) -> (i8, i1, i8, i8, i8, i8) {
  %sum, %overflow = arith.addui_extended %a, %b : i8, i1
  %slow, %shigh = arith.mulsi_extended %a, %b : i8
  %ulow, %uhigh = arith.mului_extended %a, %b : i8
  return %sum, %overflow, %slow, %shigh, %ulow, %uhigh : i8, i1, i8, i8, i8, i8
}

func.func @extg(%a: i8, %b: i8) -> (i8, i1, i8, i8, i8, i8) {
  %s:2 = "arith.addui_extended"(%a, %b) : (i8, i8) -> (i8, i1)
  %m:2 = "arith.mulsi_extended"(%a, %b) : (i8, i8) -> (i8, i8)
  %u:2 = "arith.mului_extended"(%a, %b) : (i8, i8) -> (i8, i8)
  "func.return"(%s#0, %s#1, %m#0, %m#1, %u#0, %u#1) : (i8, i1, i8, i8, i8, i8) -> ()
}

hw.module @ext4(in %a : i4, in %b : i4, out sum : i4, out ov : i1, out sl : i4, out sh : i4, out ul : i4, out uh : i4) {
  %sum, %ov = arith.addui_extended %a, %b : i4, i1
  %s:2 = arith.mulsi_extended %a, %b : i4
  %u:2 = arith.mului_extended %a, %b : i4
  hw.output %sum, %ov, %s#0, %s#1, %u#0, %u#1 : i4, i1, i4, i4, i4, i4
}

func.func @ext1(%a: i1, %b: i1) -> (i1, i1, i1, i1, i1, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i1, i1
  %slow, %shigh = arith.mulsi_extended %a, %b : i1
  %ulow, %uhigh = arith.mului_extended %a, %b : i1
  return %sum, %overflow, %slow, %shigh, %ulow, %uhigh : i1, i1, i1, i1, i1, i1
}
