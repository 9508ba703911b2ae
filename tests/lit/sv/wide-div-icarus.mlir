// Divisions wider than 64 bits are computed one bit wider, as continuous
// assignments.  Icarus 11 loses the quotient's top bit when the divisor
// has to be shifted up to the dividend's top bit (all ones / 1 = 0 in a
// continuous assignment), and a procedural division (the always_comb
// combc wrote before) hung on the second vector of @mtop after the first
// (difftest seed 2511251992: vvp never finished).  Expected values by
// hand (Python integers): ceildivui(0x48a3...3324, 0x4000000000000) =
// 0x1228faff1fba30abbe, ceildivsi(0x4000000000000, that) = 1, the sum
// 0x1228faff1fba30abbf; then ceildivui(0x10000000000, 0x1208...010f) = 1,
// ceildivsi(0x1208...010f, 1) = itself, the sum one more; 2^65 - 1 over 1
// is itself, and so is -1 over 1 signed; (2^128 - 1) % 2 = 1.
// RUN: combc %s -O1 > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: iverilog -g2012 -o %t.vvp %t.sv %S/Inputs/wide-div-tb.sv
// RUN: timeout -s KILL 60 vvp -n %t.vvp | FileCheck %s --check-prefix=SIM
// SIM: mtop 0000000000000001228faff1fba30abbf
// SIM-NEXT: mtop 012081652194280408206095240380110
// SIM-NEXT: ones 1ffffffffffffffff 1ffffffffffffffff 00000000000000000000000000000001
// RUN: combc eval %s --top=ones --hex -- -1 1 -1 2 | FileCheck %s --check-prefix=E
// E: 0x1ffffffffffffffff
// E-NEXT: 0x1ffffffffffffffff
// E-NEXT: 0x1
// sim-nosynth: --top=mtop --seed=2511251992 --vectors=2000
// sim-nosynth: --top=ones

// CHECK-NOT: always_comb
// CHECK-LABEL: module mtop (
// CHECK: assign v104_wq = {1'b0, arg2} / {1'b0, arg4};
// CHECK: assign v104_q = v104_wq[126:0];
// CHECK: assign v106_wq = $unsigned($signed({arg4[126], arg4}) / $signed({v106_sd[126], v106_sd}));
func.func @mtop(%arg2: i127, %arg4: i127) -> i129 {
  %v104 = arith.ceildivui %arg2, %arg4 : i127
  %v106 = arith.ceildivsi %arg4, %v104 : i127
  %a = arith.extsi %v104 : i127 to i129
  %b = arith.extsi %v106 : i127 to i129
  %r = arith.addi %a, %b : i129
  return %r : i129
}

// CHECK-LABEL: module ones (
// CHECK: {1'b0, a} / {1'b0, b}
// CHECK: {1'b0, c} % {1'b0, d}
func.func @ones(%a: i65, %b: i65, %c: i128, %d: i128) -> (i65, i65, i128) {
  %q = arith.divui %a, %b : i65
  %s = arith.divsi %a, %b : i65
  %r = arith.remui %c, %d : i128
  return %q, %s, %r : i65, i65, i128
}
