// Structural choices (aig/choice.c, lut_map_choice): the candidate graphs
// merged into one choice graph, the mapper picking a structure per cut.
// A 3-operand add of 12 bits: Yosys `synth; abc -lut 6` (whose ABC script
// runs dch, ABC's choices) maps combc's SystemVerilog to 35 LUT-6s; with
// choices combc gets there too (the choice graph's mapping is the one
// kept), without them (--no-choices) it stays one above.  Values by hand:
// 0xfff + 0x001 + 0x002 = 0x1002, mod 2^12 = 0x002; 0x800 * 3 = 0x1800 ->
// 0x800.  The 5-bit add is simulated exhaustively as LUTs.
// (--no-brent-kung: the ripple graph's mapping; with Brent-Kung adders
// the flow keeps 29, brent-kung.mlir.)
// RUN: combc %s --no-brent-kung --top=add3_12 --emit=blif -o %t.blif --stats 2>&1 | FileCheck %s --check-prefix=CH
// CH: lutmap {{.*}} choices={{[1-9][0-9]*}} exact={{yes|no}} kept=choices
// CH: mfs {{.*}} luts=35 depth=5
// RUN: combc %s --no-brent-kung --top=add3_12 --no-choices --emit=blif -o %t.no.blif --stats 2>&1 | FileCheck %s --check-prefix=NO
// NO: lutmap {{.*}} choices=0 exact=no kept=
// NO: mfs {{.*}} luts=36 depth=5
// RUN: combc lec %s %t.blif --top-a=add3_12 | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.no.blif --top-a=add3_12 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc %s --no-brent-kung --top=add3_12 --emit=blif --verify -o %t.v.blif 2>&1 | FileCheck %s --check-prefix=VER
// VER: verify: add3_12: --emit=blif: equivalent
// RUN: combc %s --no-brent-kung --top=add3_12 --emit=lut-mlir -o %t.mlir
// RUN: combc eval %t.mlir --top=add3_12 -- 0xfff 0x001 0x002 | FileCheck %s --check-prefix=V1
// V1: 2
// RUN: combc eval %t.mlir --top=add3_12 -- 0x800 0x800 0x800 | FileCheck %s --check-prefix=V2
// V2: 2048
// RUN: combc sim %s --no-brent-kung --top=add3_5 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
hw.module @add3_12(in %a : i12, in %b : i12, in %c : i12, out y : i12) {
  %y = comb.add %a, %b, %c : i12
  hw.output %y : i12
}
hw.module @add3_5(in %a : i5, in %b : i5, in %c : i5, out y : i5) {
  %y = comb.add %a, %b, %c : i5
  hw.output %y : i5
}
