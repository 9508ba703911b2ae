// Adder architecture as a choice of the flow (flow/driver.c, emit_bits;
// bitblast.c, add_bk): LUT outputs (K >= 4) also bit-blast the design
// with Brent-Kung adders (as Yosys's $lcu map builds them), map that
// graph within the depth the ripple graph's mapping reached, and keep the
// fewer LUTs.  A 3-operand add of 16 bits at 7 levels: ripple 48 LUT-6s,
// Brent-Kung 41; Yosys `synth; abc -lut 6` maps combc's SystemVerilog to
// 45 at 7 levels (`ltp`).  K = 3 and the iCE40 outputs map only the
// ripple graph (no adders line).  Values by hand: 0xffff + 1 + 2 = 0x10002 -> 2; 0x8000 * 3 =
// 0x18000 -> 0x8000 = 32768; 0x1234 + 0x5678 + 0x9abc = 0x10368 -> 0x368
// = 872.
// The Brent-Kung graph is mapped without the exact mapping (it never
// changed the LUTs kept): the kept mapping's stats have no exact line.
// RUN: combc %s --emit=blif -o %t.blif --stats 2>&1 | FileCheck %s --check-prefix=BK --implicit-check-not='stats: exact'
// BK: lutmap {{.*}} adders=brent-kung
// BK: mfs {{.*}} luts=41 depth=7
// BK: adders {{.*}} ripple=48 brent_kung=41 kept=brent-kung
// RUN: combc %s --no-brent-kung --emit=blif -o %t.no.blif --stats 2>&1 | FileCheck %s --check-prefix=NO
// NO-NOT: adders=
// NO: mfs {{.*}} luts=48 depth=7
// NO-NOT: stats: adders
// RUN: combc %s --lut-size=3 --emit=blif -o /dev/null --stats 2>&1 | FileCheck %s --check-prefix=K3
// K3-NOT: adders
// RUN: combc %s --emit=lut-ice40 -o /dev/null --stats 2>&1 | FileCheck %s --check-prefix=K3
// RUN: combc lec %s %t.blif | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.no.blif | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// --verify maps the Brent-Kung graph without mfs's certificate and, as
// it wins here, again with it: the same netlist as without --verify.
// RUN: combc %s --emit=blif --verify -o %t.v.blif --stats 2>&1 | FileCheck %s --check-prefix=VER
// VER: verify: add3_16: --emit=blif: equivalent
// VER: mfs_proof {{.*}} proven=yes
// VER: adders {{.*}} ripple=48 brent_kung=41 kept=brent-kung
// RUN: cmp %t.v.blif %t.blif
// RUN: rm -rf %t.stages && combc %s --emit=blif --save-stages=%t.stages -o %t.s.blif
// RUN: cmp %t.s.blif %t.blif
// RUN: ls %t.stages | FileCheck %s --check-prefix=ST
// ST: 01-given.aig
// ST: resynthesized.blif
// RUN: combc lec %t.stages/01-given.aig %s | FileCheck %s --check-prefix=EQ
// RUN: combc %s --emit=lut-mlir -o %t.mlir
// RUN: combc eval %t.mlir -- 0xffff 1 2 | FileCheck %s --check-prefix=V1
// V1: {{^}}2{{$}}
// RUN: combc eval %t.mlir -- 0x8000 0x8000 0x8000 | FileCheck %s --check-prefix=V2
// V2: 32768
// RUN: combc eval %t.mlir -- 0x1234 0x5678 0x9abc | FileCheck %s --check-prefix=V3
// V3: 872
// RUN: combc sim %s --emit=lut-sv --vectors=3000 | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
hw.module @add3_16(in %a : i16, in %b : i16, in %c : i16, out y : i16) {
  %y = comb.add %a, %b, %c : i16
  hw.output %y : i16
}
