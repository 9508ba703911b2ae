// Shifter stage orders chosen by mapping (bitblast.c, shift_order): for
// LUT outputs, up to 64 bits, four stage orders of the shifter alone go
// through the same LUT script and the one with the fewest LUTs is built.
// A 24-bit shift by a full-width amount took 72 LUT-6s in the fixed
// order (lowest first, the last two swapped), 65 lowest first; Yosys
// `synth; abc -lut 6` gives 69 (scripts/bench-words.sh on
// scripts/gen-words.py's shl24), so the bound is below Yosys's figure.
// A 12-bit one: 27 -> 26 (Yosys 26).  The 32-bit shifter by a 5-bit
// amount keeps its 84 (the fixed order is the best of the four there).
// Hand values: shl24(0x800001, 23) = 0x800000 = 8388608;
// shl24(1, 24) = 0 (an amount of the width or more gives 0);
// shru12(0x801, 11) = 1; shru12(0xfff, 4095) = 0.
// RUN: combc %s --top=shl24 -O2 --emit=blif -o %t.24.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// RUN: combc %s --top=shru12 -O2 --emit=blif -o %t.12.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// D3: mfs {{.*}} depth=3
// RUN: grep -c '^.names' %t.24.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 69 else 1)"
// RUN: grep -c '^.names' %t.12.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 27 else 1)"
// RUN: combc lec %s %t.24.blif --top-a=shl24 | FileCheck %s --check-prefix=LEC
// RUN: combc lec %s %t.12.blif --top-a=shru12 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --top=shl24 --emit=lut-mlir -o %t.24.mlir
// RUN: combc eval %t.24.mlir --top=shl24 -- 0x800001 23 | FileCheck %s --check-prefix=A
// A: 8388608
// RUN: combc eval %t.24.mlir --top=shl24 -- 1 24 | FileCheck %s --check-prefix=Z
// Z: 0
// RUN: combc %s --top=shru12 --emit=lut-mlir -o %t.12.mlir
// RUN: combc eval %t.12.mlir --top=shru12 -- 0x801 11 | FileCheck %s --check-prefix=O
// O: 1
// RUN: combc eval %t.12.mlir --top=shru12 -- 0xfff 4095 | FileCheck %s --check-prefix=Z
// RUN: combc sim %s --top=shrs7 --emit=lut-sv --simulator=iverilog --lut-size=4 | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
hw.module @shl24(in %a : i24, in %b : i24, out y : i24) {
  %y = comb.shl %a, %b : i24
  hw.output %y : i24
}
hw.module @shru12(in %a : i12, in %b : i12, out y : i12) {
  %y = comb.shru %a, %b : i12
  hw.output %y : i12
}
hw.module @shrs7(in %a : i7, in %b : i7, out y : i7) {
  %y = comb.shrs %a, %b : i7
  hw.output %y : i7
}
