// Saturating shifters (bitblast.c, shift_order, orders from SHIFT_SAT):
// with --lut-depth=any a shifter by a full-width amount may fold the
// amount's high bits into its stages (each stage bit ORed with their
// OR: an amount of 2^k - 1 or more is the fill for shrs) instead of a
// fill mux on every output.  shrs16 by a 16-bit amount took 40 LUT-6s
// without it (at depth 3, as at the default depth), and Yosys `synth;
// abc -lut 6` gives 39 (at depth 4), so the bound is below Yosys's.
// At the default depth LUT-6 never tries them (they are deeper as a
// rule; below LUT-5 shrs tries them at no more depth): still depth 3.
// Hand values (spec: an amount of the width or more shifts every bit
// out, the fill is the sign for shrs):
// shrs16(0x8000, 15) = 0xffff = 65535; shrs16(0x8000, 16) = 65535;
// shrs16(0x4000, 0x100) = 0 (amount 256: only the fill, 0);
// shrs16(0x4000, 14) = 1; shrs16(0x7fff, 1) = 0x3fff = 16383;
// shl16(1, 15) = 0x8000 = 32768; shl16(1, 0x10f) = 0 (the bit that an
// amount of 15 keeps is cleared when a high bit is set);
// shru16(0x8000, 15) = 1; shru16(0x8000, 0x2f) = 0.
// RUN: combc %s --top=shrs16 -O2 --emit=blif --lut-depth=any -o %t.s.blif
// RUN: grep -c '^.names' %t.s.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n < 39 else 1)"
// RUN: combc lec %s %t.s.blif --top-a=shrs16 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --top=shrs16 -O2 --emit=blif -o %t.d.blif --stats 2>&1 | FileCheck %s --check-prefix=D3
// D3: mfs {{.*}} depth=3
// Within a bound (--lut-depth=N) every order is tried too, and the
// fewest LUTs within N levels win (shrs16 within 6 levels: 37 LUTs at
// 5, against 40 at 3 when only order 0's depth was allowed):
// RUN: combc %s --top=shrs16 -O2 --emit=blif --lut-depth=6 -o %t.b.blif --stats 2>&1 | FileCheck %s --check-prefix=B6
// B6: mfs {{.*}} luts=3{{[0-8]}} depth={{[1-6]$}}
// RUN: combc lec %s %t.b.blif --top-a=shrs16 | FileCheck %s --check-prefix=LEC
// RUN: combc sim %s --top=shrs7 --emit=lut-sv --lut-depth=6 --simulator=all --lut-size=4 | FileCheck %s --check-prefix=SIM
// RUN: combc %s --top=shrs16 --lut-depth=any --emit=lut-mlir -o %t.s.mlir
// RUN: combc eval %t.s.mlir --top=shrs16 -- 0x8000 15 | FileCheck %s --check-prefix=ONES
// RUN: combc eval %t.s.mlir --top=shrs16 -- 0x8000 16 | FileCheck %s --check-prefix=ONES
// ONES: 65535
// RUN: combc eval %t.s.mlir --top=shrs16 -- 0x4000 0x100 | FileCheck %s --check-prefix=ZERO
// ZERO: {{^}}0
// RUN: combc eval %t.s.mlir --top=shrs16 -- 0x4000 14 | FileCheck %s --check-prefix=ONE
// ONE: {{^}}1
// RUN: combc eval %t.s.mlir --top=shrs16 -- 0x7fff 1 | FileCheck %s --check-prefix=HALF
// HALF: 16383
// Every width and amount of the three shifts at K = 3, 4 and 6 (where a
// saturating order wins or not), simulated exhaustively against the
// evaluator by both simulators:
// RUN: combc sim %s --top=shrs7 --emit=lut-sv --lut-depth=any --simulator=iverilog --lut-size=4 | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shl8 --emit=lut-sv --lut-depth=any --simulator=verilator --lut-size=3 | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=shru8 --emit=lut-sv --lut-depth=any --simulator=iverilog --lut-size=6 | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
// RUN: combc %s --top=shl16 --lut-depth=any --lut-size=3 --emit=lut-mlir -o %t.l.mlir
// shl16 and shru16 at K = 3 take a saturating order (78 -> 74 LUT-3s):
// RUN: combc sim %s --top=shl16 --emit=lut-sv --lut-depth=any --simulator=verilator --lut-size=3 | FileCheck %s --check-prefix=RND
// RND: 0 mismatches
// RUN: combc eval %t.l.mlir --top=shl16 -- 1 15 | FileCheck %s --check-prefix=TOP
// TOP: 32768
// RUN: combc eval %t.l.mlir --top=shl16 -- 1 0x10f | FileCheck %s --check-prefix=ZERO
// RUN: combc %s --top=shru16 --lut-depth=any --lut-size=3 --emit=lut-mlir -o %t.r.mlir
// RUN: combc eval %t.r.mlir --top=shru16 -- 0x8000 15 | FileCheck %s --check-prefix=ONE
// RUN: combc eval %t.r.mlir --top=shru16 -- 0x8000 0x2f | FileCheck %s --check-prefix=ZERO
hw.module @shrs16(in %a : i16, in %b : i16, out y : i16) {
  %y = comb.shrs %a, %b : i16
  hw.output %y : i16
}
hw.module @shl16(in %a : i16, in %b : i16, out y : i16) {
  %y = comb.shl %a, %b : i16
  hw.output %y : i16
}
hw.module @shru16(in %a : i16, in %b : i16, out y : i16) {
  %y = comb.shru %a, %b : i16
  hw.output %y : i16
}
hw.module @shrs7(in %a : i7, in %b : i7, out y : i7) {
  %y = comb.shrs %a, %b : i7
  hw.output %y : i7
}
hw.module @shl8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.shl %a, %b : i8
  hw.output %y : i8
}
hw.module @shru8(in %a : i8, in %b : i8, out y : i8) {
  %y = comb.shru %a, %b : i8
  hw.output %y : i8
}
