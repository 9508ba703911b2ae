// comb.truth_table with no inputs is a constant (its table has 2^0 = 1
// entry); it used to be rejected with "expected an operand".
// RUN: combc eval %s 1 | FileCheck %s --check-prefix=EVAL %exact
// RUN: combc %s -O0 --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: combc %s -O0 --emit=mlir > %t.mlir
// RUN: combc eval %t.mlir 1 | FileCheck %s --check-prefix=EVAL %exact
// RUN: combc %s -O0 --emit=sv | FileCheck %s --check-prefix=SV
// RUN: combc %s --emit=lut-sv | FileCheck %s --check-prefix=SV
// RUN: printf 'hw.module @t(out y : i1) {\n  %%%%0 = comb.truth_table -> [true, false]\n  hw.output %%%%0 : i1\n}\n' > %t.bad.mlir
// RUN: not combc eval %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// EVAL: 1
// EVAL-NEXT: 0
// EVAL-NEXT: 1
// MLIR: comb.truth_table -> [true]
// MLIR: comb.truth_table -> [false]
// SV-DAG: assign y = 1'b1;
// SV-DAG: assign z = 1'b0;
// BAD: .mlir:2:8: error: 'comb.truth_table' table must have 2^0 = 1 bits, got 2

hw.module @t(in %a : i1, out y : i1, out z : i1, out w : i1) {
  %0 = comb.truth_table -> [true]
  %1 = comb.truth_table -> [false]
  %2 = comb.truth_table %a, %1 -> [false, false, true, false]
  hw.output %0, %1, %2 : i1, i1, i1
}
