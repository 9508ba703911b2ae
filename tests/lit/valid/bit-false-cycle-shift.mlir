// A shift by a constant amount moves bits like a wire, and an hw.array_get
// or hw.array_inject with a constant index is a shift by a constant, so a
// value may read its own bits through them (bitsplit.c).  Expected values
// worked from comb semantics (over-wide shl/shru give 0, shrs the sign):
// @shifts: v = {a, (v >> 4)[3:0] ^ a} = {a, 0}; y = (v << 9) | v = v.
//          a = 5: 0x50; a = 12: 0xc0.
// @signs:  v = {a, t}, t = (v >>s 6)[3:0] ^ (v >>s 200)[3:0]:
//          (v >>s 6)[3:0] = {a3, a3, a3, a2}, (v >>s 200) all a3, so
//          t = {0, 0, 0, a2 ^ a3}.  a = 10: 0xa1; a = 4: 0x41; a = 12: 0xc0.
// @arrays: v = [x0, x1, x2] (x2 = a most significant); x1 = v[2] + b,
//          x0 = v[1] ^ a; w = v with w[0] = b; p = w[0] | w[3] (past the
//          end of 3 elements reads 0) = b.
//          a = 5, b = 3: x1 = 8, x0 = 13: 0x05080d, p = 3.
//          a = 200, b = 100: x1 = 300 mod 256 = 44, x0 = 44 ^ 200 = 228:
//          0xc82ce4, p = 0x64.

// RUN: combc eval %s --top=shifts 5 --hex | FileCheck %s %exact --check-prefix=SH1
// SH1: 0x50
// RUN: combc eval %s --top=shifts 12 --hex | FileCheck %s %exact --check-prefix=SH2
// SH2: 0xc0
// RUN: combc eval %s --top=signs 10 --hex | FileCheck %s %exact --check-prefix=SG1
// SG1: 0xa1
// RUN: combc eval %s --top=signs 4 --hex | FileCheck %s %exact --check-prefix=SG2
// SG2: 0x41
// RUN: combc eval %s --top=signs 12 --hex | FileCheck %s %exact --check-prefix=SG3
// SG3: 0xc0
// RUN: combc eval %s --top=arrays 5 3 --hex | FileCheck %s %exact --check-prefix=AR1
// AR1: 0x5080d
// AR1-NEXT: 0x3
// RUN: combc eval %s --top=arrays 200 100 --hex | FileCheck %s %exact --check-prefix=AR2
// AR2: 0xc82ce4
// AR2-NEXT: 0x64
// RUN: combc %s -o %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc sim %s --top=signs --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=arrays --simulator=all -O2 --emit=lut-sv | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
// RUN: combc %s --top=arrays -O2 --emit=blif --verify -o %t.blif 2>&1 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc %s --emit=mlir -o %t.mlir
// RUN: combc eval %t.mlir --top=signs 10 --hex | FileCheck %s %exact --check-prefix=SG1

hw.module @shifts(in %a : i4, out y : i8) {
  %c4 = hw.constant 4 : i8
  %c9 = hw.constant 9 : i8
  %hi = comb.shru %v, %c4 : i8
  %lo = comb.extract %hi from 0 : (i8) -> i4
  %x = comb.xor %lo, %a : i4
  %v = comb.concat %a, %x : i4, i4
  %s = comb.shl %v, %c9 : i8
  %y = comb.or %s, %v : i8
  hw.output %y : i8
}
hw.module @signs(in %a : i4, out y : i8) {
  %c6 = hw.constant 6 : i8
  %c200 = hw.constant 200 : i8
  %r = comb.shrs %v, %c6 : i8
  %r4 = comb.extract %r from 0 : (i8) -> i4
  %q = comb.shrs %v, %c200 : i8
  %q4 = comb.extract %q from 0 : (i8) -> i4
  %t = comb.xor %r4, %q4 : i4
  %v = comb.concat %a, %t : i4, i4
  hw.output %v : i8
}
hw.module @arrays(in %a : i8, in %b : i8, out o : !hw.array<3xi8>, out p : i8) {
  %c0 = hw.constant 0 : i2
  %c1 = hw.constant 1 : i2
  %c2 = hw.constant 2 : i2
  %c3 = hw.constant 3 : i2
  %e1 = hw.array_get %v[%c1] : !hw.array<3xi8>, i2
  %e2 = hw.array_get %v[%c2] : !hw.array<3xi8>, i2
  %x1 = comb.add %e2, %b : i8
  %v = hw.array_create %a, %x1, %x0 : i8
  %x0 = comb.xor %e1, %a : i8
  %w = hw.array_inject %v[%c0], %b : !hw.array<3xi8>, i2
  %g0 = hw.array_get %w[%c0] : !hw.array<3xi8>, i2
  %g3 = hw.array_get %w[%c3] : !hw.array<3xi8>, i2
  %p = comb.or %g0, %g3 : i8
  hw.output %v, %p : !hw.array<3xi8>, i8
}
