// HEIR's published figure: Yosys+ABC map i8 x + 1 to 11 LUT-3s.  combc must
// not use more, and the netlist must still compute x + 1.
// Input adapted from google/heir tests/Transforms/yosys_optimizer/add_one.mlir
// (Apache-2.0), secret.generic wrapper removed.
//
// RUN: combc %s --emit=lut-mlir --lut-size=3 -o %t.mlir
// RUN: grep -c comb.truth_table %t.mlir | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 11 else 1)"
// RUN: combc eval %t.mlir -- 41 | FileCheck %s %exact --check-prefix=A
// A: 42
// RUN: combc eval %t.mlir -- 255 | FileCheck %s %exact --check-prefix=B
// B: 0
// RUN: combc %s --emit=lut-mlir --lut-size=3 --lut-pad -o %t.pad.mlir
// RUN: combc eval %t.pad.mlir -- 127 | FileCheck %s %exact --check-prefix=C
// C: 128
module {
  func.func @add_one(%IN: i8) -> i8 {
    %ONE = arith.constant 1 : i8
    %2 = arith.addi %IN, %ONE : i8
    return %2 : i8
  }
}
