// A rotate written as two shifts, (a << s) | (a >> (w - s)), and its
// mirror image, is blasted as one rotator (bitblast.c, rotate()).  The
// spec's shifts give 0 for an amount >= the width, so the two-shift form
// is: s < w the rotate; s == w: 0 | (a >> 0) = a; s > w: w - s wraps to
// an amount >= w, 0 | 0 = 0.  Worked by hand for w = 8, a = 0x81:
// rotl by 1 = 0x02 | 0x01 = 3; by 8 = 129; by 9 = 0; by 255 = 0;
// a = 0xb4 rotl by 3 = 0xa0 | 0x05 = 165.  rotr (XOR form), a = 0x81:
// by 1 = 0x40 ^ 0x80 = 192; by 8 = 129; by 9 = 0.
// RUN: combc %s --top=rotl8 --emit=lut-mlir -o %t.l.mlir
// RUN: combc eval %t.l.mlir --top=rotl8 -- 0x81 1 | FileCheck %s --check-prefix=L1
// L1: 3
// RUN: combc eval %t.l.mlir --top=rotl8 -- 0x81 8 | FileCheck %s --check-prefix=L8
// L8: 129
// RUN: combc eval %t.l.mlir --top=rotl8 -- 0x81 9 | FileCheck %s --check-prefix=L9
// L9: 0
// RUN: combc eval %t.l.mlir --top=rotl8 -- 0x81 255 | FileCheck %s --check-prefix=L9
// RUN: combc eval %t.l.mlir --top=rotl8 -- 0xb4 3 | FileCheck %s --check-prefix=L3
// L3: 165
// RUN: combc %s --top=rotr8 --emit=lut-mlir -o %t.r.mlir
// RUN: combc eval %t.r.mlir --top=rotr8 -- 0x81 1 | FileCheck %s --check-prefix=R1
// R1: 192
// RUN: combc eval %t.r.mlir --top=rotr8 -- 0x81 8 | FileCheck %s --check-prefix=L8
// RUN: combc eval %t.r.mlir --top=rotr8 -- 0x81 9 | FileCheck %s --check-prefix=L9
//
// Every amount, both simulators, against the evaluator; the near misses
// (7 - s instead of 8 - s; a 12-bit rotate, not a power of two; two
// different values) must stay two shifts and be right too.
// RUN: combc sim %s --top=rotl8 --emit=lut-sv | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=rotr8 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=rotl8_arith --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=near7 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=rot12 --emit=lut-sv --simulator=iverilog --vectors=3000 | FileCheck %s --check-prefix=SIM12
// RUN: combc sim %s --top=twovals --emit=lut-sv --simulator=iverilog --vectors=3000 | FileCheck %s --check-prefix=SIM12
// SIM: (exhaustive), 0 mismatches
// SIM12: 0 mismatches
//
// 32 bits, amount a zero-extended i5 (scripts/words/rotl32.mlir): one
// rotator is 5 mux stages, 3 LUT levels of 4:1, 2:1 muxes: 96 LUT-6s
// (two shifters and an OR were 136).  rotr32 with ^ likewise.
// RUN: combc %s --top=rotl32 -O2 --emit=blif -o %t.rotl32.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// RUN: combc %s --top=rotr32 -O2 --emit=blif -o %t.rotr32.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// D3: mfs {{.*}} depth=3
// RUN: grep -c '^.names' %t.rotl32.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 96 else 1)"
// RUN: grep -c '^.names' %t.rotr32.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 96 else 1)"
// RUN: combc lec %s %t.rotl32.blif --top-a=rotl32 | FileCheck %s --check-prefix=LEC
// RUN: combc lec %s %t.rotr32.blif --top-a=rotr32 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
hw.module @rotl8(in %a : i8, in %s : i8, out y : i8) {
  %c8 = hw.constant 8 : i8
  %r = comb.sub %c8, %s : i8
  %l = comb.shl %a, %s : i8
  %h = comb.shru %a, %r : i8
  %y = comb.or %l, %h : i8
  hw.output %y : i8
}
hw.module @rotr8(in %a : i8, in %s : i8, out y : i8) {
  %c8 = hw.constant 8 : i8
  %r = comb.sub %c8, %s : i8
  %h = comb.shru %a, %s : i8
  %l = comb.shl %a, %r : i8
  %y = comb.xor %h, %l : i8
  hw.output %y : i8
}
func.func @rotl8_arith(%a: i8, %s: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.subi %c8, %s : i8
  %l = arith.shli %a, %s : i8
  %h = arith.shrui %a, %r : i8
  %y = arith.ori %h, %l : i8
  return %y : i8
}
hw.module @near7(in %a : i8, in %s : i8, out y : i8) {
  %c7 = hw.constant 7 : i8
  %r = comb.sub %c7, %s : i8
  %l = comb.shl %a, %s : i8
  %h = comb.shru %a, %r : i8
  %y = comb.or %l, %h : i8
  hw.output %y : i8
}
hw.module @rot12(in %a : i12, in %s : i12, out y : i12) {
  %c12 = hw.constant 12 : i12
  %r = comb.sub %c12, %s : i12
  %l = comb.shl %a, %s : i12
  %h = comb.shru %a, %r : i12
  %y = comb.or %l, %h : i12
  hw.output %y : i12
}
hw.module @twovals(in %a : i16, in %b : i16, in %s : i16, out y : i16) {
  %c16 = hw.constant 16 : i16
  %r = comb.sub %c16, %s : i16
  %l = comb.shl %a, %s : i16
  %h = comb.shru %b, %r : i16
  %y = comb.or %l, %h : i16
  hw.output %y : i16
}
hw.module @rotl32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %c32 = hw.constant 32 : i32
  %r = comb.sub %c32, %b32 : i32
  %l = comb.shl %a, %b32 : i32
  %h = comb.shru %a, %r : i32
  %y = comb.or %l, %h : i32
  hw.output %y : i32
}
hw.module @rotr32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %c32 = hw.constant 32 : i32
  %r = comb.sub %c32, %b32 : i32
  %h = comb.shru %a, %b32 : i32
  %l = comb.shl %a, %r : i32
  %y = comb.xor %h, %l : i32
  hw.output %y : i32
}
