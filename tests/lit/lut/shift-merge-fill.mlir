// Shifters by a full-width amount with the fill merged into the last
// stage (bitblast.c, shift_order, orders from SHIFT_MERGE): where that
// stage's source is the fill, one shared select (its amount bit OR the
// high amount bits' OR) picks the fill, at the default depth.  shrs16 by
// a 16-bit amount was 70 LUT-4s at 4 levels and 81 LUT-3s at 5; Yosys
// `synth; abc -lut K` on the same SystemVerilog gives 68 LUT-4s at 6
// levels and 71 LUT-3s at 7.  The bound is below Yosys's at K=4 and the
// depth stays the minimum (4).
// Hand values (spec: an amount of the width or more leaves copies of the
// sign bit): shrs16(0x8000, 3) = 0xf000 = 61440;
// shrs16(0x8000, 16) = 65535; shrs16(0x8000, 0x8000) = 65535;
// shrs16(0x4000, 100) = 0; shrs16(0x4000, 14) = 1;
// shrs16(0x7fff, 8) = 0x7f = 127.
// RUN: combc %s --top=shrs16 -O2 --lut-size=4 --emit=blif -o %t.4.blif --stats 2>&1 | FileCheck %s --check-prefix=D4
// D4: mfs {{.*}} depth=4
// LUTs are .names of two inputs or more (Yosys's count; a PO's buffer
// or inverter is no LUT):
// RUN: grep '^.names' %t.4.blif | awk 'NF > 3' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 68 else 1)"
// RUN: combc lec %s %t.4.blif --top-a=shrs16 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --top=shrs16 -O2 --lut-size=3 --emit=blif -o %t.3.blif --stats 2>&1 | FileCheck %s --check-prefix=D5
// D5: mfs {{.*}} depth=5
// RUN: grep '^.names' %t.3.blif | awk 'NF > 3' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 81 else 1)"
// RUN: combc lec %s %t.3.blif --top-a=shrs16 | FileCheck %s --check-prefix=LEC
// RUN: combc eval %t.3.blif -- 0x8000 3 | FileCheck %s --check-prefix=A
// A: 61440
// RUN: combc eval %t.4.blif -- 0x8000 16 | FileCheck %s --check-prefix=B
// RUN: combc eval %t.3.blif -- 0x8000 0x8000 | FileCheck %s --check-prefix=B
// B: 65535
// RUN: combc eval %t.4.blif -- 0x4000 100 | FileCheck %s --check-prefix=Z
// Z: {{^}}0
// RUN: combc eval %t.3.blif -- 0x4000 14 | FileCheck %s --check-prefix=O
// O: {{^}}1
// RUN: combc eval %t.4.blif -- 0x7fff 8 | FileCheck %s --check-prefix=H
// H: {{^}}127
// Small ones exhaustively against the evaluator, both simulators:
// RUN: combc sim %s --top=shrs8 --emit=lut-sv --lut-size=3 --simulator=all | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shl8 --emit=lut-sv --lut-size=4 --simulator=verilator | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shru7 --emit=lut-sv --lut-size=3 --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
hw.module @shrs16(in %a : i16, in %b : i16, out y : i16) {
  %y = comb.shrs %a, %b : i16
  hw.output %y : i16
}
hw.module @shrs8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.shrs %a, %b : i8
  hw.output %y : i8
}
hw.module @shl8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.shl %a, %b : i8
  hw.output %y : i8
}
hw.module @shru7(in %a : i7, in %b : i7, out y : i7) {
  %y = comb.shru %a, %b : i7
  hw.output %y : i7
}
