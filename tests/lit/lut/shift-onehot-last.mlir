// Shifters by a full-width amount whose last stage and fill are one-hot
// selects (bitblast.c, shift_order, orders from SHIFT_DEC; at LUT-3):
// each output ORs (amount bit, no fill) AND the shifted source with
// (neither) AND its own bit, so a source that a zero fill gates takes
// that gate into its AND.  Yosys `synth; abc -lut 3` on the same
// SystemVerilog gives shl16 and shru16 76 LUT-3s at 5 levels, shl24 135
// at 6; combc had 78, 78 and 137 at those depths.  The bounds are below
// Yosys's and the depth stays the minimum.  Below LUT-5 shrs also tries
// the saturating orders (SHIFT_SAT) at no more depth: shrs17 by a
// 17-bit amount at K=4 was 76 LUTs at 5 levels, Yosys 78 at 7.
// Hand values (spec: an amount of the width or more gives 0 for shl and
// shru): shl16(1, 15) = 32768; shl16(0xffff, 16) = 0;
// shl16(0x00ff, 4) = 0x0ff0 = 4080; shl16(3, 0x8001) = 0;
// shru16(0x8000, 15) = 1; shru16(0xffff, 17) = 0;
// shl24(0x123456, 8) = 0x345600 = 3429888; shl24(1, 23) = 8388608;
// shrs17(0x10000, 16) = shrs17(0x10000, 0x1ffff) = 0x1ffff = 131071
// (the sign fills); shrs17(0xffff, 15) = 1.
// RUN: combc %s --top=shl16 -O2 --lut-size=3 --emit=blif -o %t.l16.blif --stats 2>&1 | FileCheck %s --check-prefix=D5
// RUN: combc %s --top=shru16 -O2 --lut-size=3 --emit=blif -o %t.r16.blif --stats 2>&1 | FileCheck %s --check-prefix=D5
// D5: mfs {{.*}} depth=5
// RUN: combc %s --top=shl24 -O2 --lut-size=3 --emit=blif -o %t.l24.blif --stats 2>&1 | FileCheck %s --check-prefix=D6
// D6: mfs {{.*}} depth=6
// LUTs are .names of two inputs or more (Yosys's count):
// RUN: grep '^.names' %t.l16.blif | awk 'NF > 3' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 76 else 1)"
// RUN: grep '^.names' %t.r16.blif | awk 'NF > 3' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 76 else 1)"
// RUN: grep '^.names' %t.l24.blif | awk 'NF > 3' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 135 else 1)"
// RUN: combc %s --top=shrs17 -O2 --lut-size=4 --emit=blif -o %t.s17.blif --stats 2>&1 | FileCheck %s --check-prefix=D5
// RUN: grep '^.names' %t.s17.blif | awk 'NF > 3' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 76 else 1)"
// RUN: combc lec %s %t.s17.blif --top-a=shrs17 | FileCheck %s --check-prefix=LEC
// RUN: combc eval %t.s17.blif -- 0x10000 16 | FileCheck %s --check-prefix=ONES
// RUN: combc eval %t.s17.blif -- 0x10000 0x1ffff | FileCheck %s --check-prefix=ONES
// ONES: 131071
// RUN: combc eval %t.s17.blif -- 0xffff 15 | FileCheck %s --check-prefix=O
// RUN: combc lec %s %t.l16.blif --top-a=shl16 | FileCheck %s --check-prefix=LEC
// RUN: combc lec %s %t.r16.blif --top-a=shru16 | FileCheck %s --check-prefix=LEC
// RUN: combc lec %s %t.l24.blif --top-a=shl24 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc eval %t.l16.blif -- 1 15 | FileCheck %s --check-prefix=A
// A: 32768
// RUN: combc eval %t.l16.blif -- 0xffff 16 | FileCheck %s --check-prefix=Z
// RUN: combc eval %t.l16.blif -- 3 0x8001 | FileCheck %s --check-prefix=Z
// RUN: combc eval %t.r16.blif -- 0xffff 17 | FileCheck %s --check-prefix=Z
// Z: {{^}}0
// RUN: combc eval %t.l16.blif -- 0x00ff 4 | FileCheck %s --check-prefix=B
// B: 4080
// RUN: combc eval %t.r16.blif -- 0x8000 15 | FileCheck %s --check-prefix=O
// O: {{^}}1
// RUN: combc eval %t.l24.blif -- 0x123456 8 | FileCheck %s --check-prefix=C
// C: 3429888
// RUN: combc eval %t.l24.blif -- 1 23 | FileCheck %s --check-prefix=D
// D: 8388608
// Small ones exhaustively against the evaluator, both simulators:
// RUN: combc sim %s --top=shl8 --emit=lut-sv --lut-size=3 --simulator=all | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shrs8 --emit=lut-sv --lut-size=4 --simulator=all | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shru6 --emit=lut-sv --lut-size=3 --simulator=all | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
hw.module @shl16(in %a : i16, in %b : i16, out y : i16) {
  %y = comb.shl %a, %b : i16
  hw.output %y : i16
}
hw.module @shru16(in %a : i16, in %b : i16, out y : i16) {
  %y = comb.shru %a, %b : i16
  hw.output %y : i16
}
hw.module @shl24(in %a : i24, in %b : i24, out y : i24) {
  %y = comb.shl %a, %b : i24
  hw.output %y : i24
}
hw.module @shl8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.shl %a, %b : i8
  hw.output %y : i8
}
hw.module @shrs8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.shrs %a, %b : i8
  hw.output %y : i8
}
hw.module @shru6(in %a : i6, in %b : i6, out y : i6) {
  %y = comb.shru %a, %b : i6
  hw.output %y : i6
}
hw.module @shrs17(in %a : i17, in %b : i17, out y : i17) {
  %y = comb.shrs %a, %b : i17
  hw.output %y : i17
}
