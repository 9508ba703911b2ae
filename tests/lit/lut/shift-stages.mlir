// Barrel shifters: one mux stage per amount bit, lowest first, but with
// an odd number of stages the last two swapped (bitblast.c, shift):
// 32-bit shifters went from 96 (shl, shru) and 91 (shrs) LUT-6s to 84,
// 84 and 86, at the same depth 3 (a 5-bit amount: 4:1, 4:1, 2:1 muxes).
// The stages commute, so the function is the same; it is checked against
// the spec by hand values, by exhaustive co-simulation of 8-bit shifters
// (3 stages, swapped; amounts up to 255, so over-wide ones too: shl and
// shru give 0, shrs the sign) and by proofs of the 32-bit netlists.
// Hand values: shl8(0x81, 7) = 0x80 = 128; shru8(0x81, 8) = 0;
// shrs8(0x80, 3) = 0xf0 = 240; shrs8(0x80, 200) = 255; shrs8(0x40, 9) = 0.
// RUN: combc %s --emit=lut-mlir -o %t.mlir
// RUN: combc eval %t.mlir --top=shl8 -- 0x81 7 | FileCheck %s --check-prefix=A
// A: 128
// RUN: combc eval %t.mlir --top=shru8 -- 0x81 8 | FileCheck %s --check-prefix=Z
// Z: 0
// RUN: combc eval %t.mlir --top=shrs8 -- 0x80 3 | FileCheck %s --check-prefix=B
// B: 240
// RUN: combc eval %t.mlir --top=shrs8 -- 0x80 200 | FileCheck %s --check-prefix=C
// C: 255
// RUN: combc eval %t.mlir --top=shrs8 -- 0x40 9 | FileCheck %s --check-prefix=Z
// RUN: combc sim %s --top=shl8 --emit=lut-sv | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shru8 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shrs8 --emit=lut-sv --simulator=iverilog --lut-size=4 | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
// RUN: combc %s --top=shl32 -O2 --emit=blif -o %t.shl.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// RUN: combc %s --top=shrs32 -O2 --emit=blif -o %t.shrs.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// D3: mfs {{.*}} depth=3
// RUN: grep -c '^.names' %t.shl.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 86 else 1)"
// RUN: grep -c '^.names' %t.shrs.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 88 else 1)"
// RUN: combc lec %s %t.shl.blif --top-a=shl32 | FileCheck %s --check-prefix=LEC
// RUN: combc lec %s %t.shrs.blif --top-a=shrs32 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
hw.module @shl8(in %a : i8, in %s : i8, out y : i8) {
  %y = comb.shl %a, %s : i8
  hw.output %y : i8
}
hw.module @shru8(in %a : i8, in %s : i8, out y : i8) {
  %y = comb.shru %a, %s : i8
  hw.output %y : i8
}
hw.module @shrs8(in %a : i8, in %s : i8, out y : i8) {
  %y = comb.shrs %a, %s : i8
  hw.output %y : i8
}
hw.module @shl32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %y = comb.shl %a, %b32 : i32
  hw.output %y : i32
}
hw.module @shrs32(in %a : i32, in %b : i5, out y : i32) {
  %z = hw.constant 0 : i27
  %b32 = comb.concat %z, %b : i27, i5
  %y = comb.shrs %a, %b32 : i32
  hw.output %y : i32
}
