// Exact mapping (check/exactmap.c) of a small choice graph, with the
// adders' second structure (bitblast.c, carry_jumps): a 32-bit add at
// the 13 levels of its ripple mapping.  The greedy passes keep 54 LUT-6s
// (--no-exact); SAT over the choice graph's cuts finds 51: 32 sums, the
// carries into bits 3, 5, ..., 29, one jump from bit 3 to bit 9 (its four
// block LUTs) and a31 ^ b31 (sum 31 reads the carry into bit 29).  Yosys
// `synth; abc -lut 6` maps combc's SystemVerilog to 58 at 13 levels.
// (--no-brent-kung: the ripple graph, whose mapping this is about; with
// Brent-Kung adders the flow keeps 50, brent-kung.mlir.)
// Values by hand: 0xffffffff + 1 = 0; 0x7fffffff + 0x7fffffff =
// 0xfffffffe = 4294967294; 0x12345678 + 0x9abcdef0 = 0xacf13568 =
// 2901489000.
// RUN: combc %s --no-brent-kung --emit=blif -o %t.blif --stats 2>&1 | FileCheck %s --check-prefix=EX
// EX: lutmap {{.*}} exact=yes kept=choices
// EX: mfs {{.*}} luts=51 depth=13
// RUN: combc %s --no-brent-kung --no-exact --emit=blif -o %t.no.blif --stats 2>&1 | FileCheck %s --check-prefix=NO
// NO: lutmap {{.*}} exact=no
// NO: mfs {{.*}} luts=54 depth=13
// RUN: combc lec %s %t.blif | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.no.blif | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc %s --no-brent-kung --emit=blif --verify -o %t.v.blif 2>&1 | FileCheck %s --check-prefix=VER
// VER: verify: add32: --emit=blif: equivalent
// RUN: combc %s --no-brent-kung --emit=lut-mlir -o %t.mlir
// RUN: combc eval %t.mlir -- 0xffffffff 1 | FileCheck %s --check-prefix=V1
// V1: {{^}}0{{$}}
// RUN: combc eval %t.mlir -- 0x7fffffff 0x7fffffff | FileCheck %s --check-prefix=V2
// V2: 4294967294
// RUN: combc eval %t.mlir -- 0x12345678 0x9abcdef0 | FileCheck %s --check-prefix=V3
// V3: 2901489000
// RUN: combc sim %s --no-brent-kung --emit=lut-sv --vectors=3000 | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
hw.module @add32(in %a : i32, in %b : i32, out s : i32) {
  %s = comb.add %a, %b : i32
  hw.output %s : i32
}
