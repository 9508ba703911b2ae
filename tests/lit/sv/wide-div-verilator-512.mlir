// Divisions of 512 bits and more are calls of a long division function:
// Verilator 5.006 divides in fixed arrays of 16 32-bit words and writes
// past them above 512 bits (its issue 6003): a 1000-bit division crashed
// the co-simulation harness (width-1000.mlir's design, SIGSEGV), and 513
// to about 700 bits wrote past the stack arrays silently.  By hand:
// signed -1 / 3 = 0, -1 % 3 = -1, unsigned (2^600 - 1) / 3 = 0x5555...5
// (150 fives); -7 / 2 = -3 (truncating), -7 % 2 = -1 (the dividend's
// sign), unsigned (2^600 - 7) / 2 = 2^599 - 4; x / 0 = all ones, x % 0 =
// x; MIN / -1 = MIN, its remainder 0, unsigned 2^599 / (2^600 - 1) = 0.
// RUN: combc %s > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc sim %s --top=wide --simulator=all --vectors=100
// RUN: combc eval %s --top=wide --hex -- -1 3 | FileCheck %s --check-prefix=E3
// E3: 0x0
// E3-NEXT: 0x{{f+}}
// E3-NEXT: 0x5555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555
// RUN: combc eval %s --top=wide --hex -- -7 2 | FileCheck %s --check-prefix=E7
// E7: 0x{{f+}}d
// E7-NEXT: 0x{{f+}}ff
// E7-NEXT: 0x7{{f+}}c
// RUN: combc eval %s --top=wide --hex -- 9 0 | FileCheck %s --check-prefix=E0
// E0: 0x{{f+}}ff
// E0-NEXT: 0x9
// E0-NEXT: 0x{{f+}}ff
// RUN: combc eval %s --top=wide --hex -- 0x800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 -1 | FileCheck %s --check-prefix=EM
// EM: 0x800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
// EM-NEXT: 0x0
// EM-NEXT: 0x0
// sim-nosynth: --top=wide --vectors=100

// CHECK-LABEL: module wide (
// CHECK: function automatic logic [599:0] divmod600(input logic [599:0] dv_a, input logic [599:0] dv_b,
// CHECK: endfunction
// CHECK-NOT: divmod600_
// CHECK: divmod600(a, {{.*}}, 1'b1, 1'b0)
// CHECK: divmod600(a, b, 1'b0, 1'b0)
func.func @wide(%a: i600, %b: i600) -> (i600, i600, i600) {
  %q = arith.divsi %a, %b : i600
  %r = arith.remsi %a, %b : i600
  %u = arith.divui %a, %b : i600
  return %q, %r, %u : i600, i600, i600
}
