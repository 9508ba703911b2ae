// Two LUTs read by the same LUTs only through one function of both become
// one LUT (lutpack.c, pair merging).  A three-operand add's column-0 carry
// maj(a0, b0, c0) was mapped at K=3 as the two disjoint terms a0 & c0 and
// b0 & (a0 ^ c0), both read by the next sum and carry LUTs, which only
// XOR or OR them: 29 LUT-3s for 8 bits and 61 for 16, where Yosys+ABC
// (`synth; abc -lut 3` on the same SystemVerilog) has 28 and 60.
// Expected sums by hand: (200 + 100 + 50) mod 256 = 94,
// (255 + 255 + 255) mod 256 = 253, (40000 + 30000 + 1) mod 65536 = 4465.
// RUN: combc %s --top=add3_8 --lut-size=3 --emit=blif -o %t.8.blif
// RUN: combc lec %s %t.8.blif --top-a=add3_8 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: grep -c '^.names' %t.8.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 28 else 1)"
// RUN: combc eval %t.8.blif -- 200 100 50 | FileCheck %s --check-prefix=A
// A: 94
// RUN: combc eval %t.8.blif -- 255 255 255 | FileCheck %s --check-prefix=B
// B: 253
// RUN: combc %s --top=add3_16 --lut-size=3 --emit=blif -o %t.16.blif
// RUN: combc lec %s %t.16.blif --top-a=add3_16 | FileCheck %s --check-prefix=LEC
// RUN: grep -c '^.names' %t.16.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 60 else 1)"
// RUN: combc eval %t.16.blif -- 40000 30000 1 | FileCheck %s --check-prefix=C
// C: 4465
// The same at K=4 and through the LUT Verilog in both simulators.
// RUN: combc sim %s --top=add3_8 --emit=lut-sv --lut-size=3 --simulator=all | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=add3_16 --emit=lut-sv --lut-size=4 --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
hw.module @add3_8(in %a : i8, in %b : i8, in %c : i8, out y : i8) {
  %y = comb.add %a, %b, %c : i8
  hw.output %y : i8
}
hw.module @add3_16(in %a : i16, in %b : i16, in %c : i16, out y : i16) {
  %y = comb.add %a, %b, %c : i16
  hw.output %y : i16
}
