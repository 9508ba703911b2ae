// The ops an aggregate or *_extended op becomes are created in one order,
// whatever compiler built combc (C leaves the order of function arguments
// unspecified; gcc and clang once wrote these operands swapped): the
// first operand is extended first, and both outputs say a before b.
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=IR
// IR: %0 = arith.extui %a : i8 to i9
// IR-NEXT: %1 = arith.extui %b : i8 to i9
// IR-NEXT: %2 = comb.add %0, %1 : i9
// RUN: combc %s | FileCheck %s --check-prefix=SV
// SV: assign {{.*}} = {1'd0, a} + {1'd0, b};
hw.module @m(in %a : i8, in %b : i8, out s : i8, out c : i1) {
  %s, %c = arith.addui_extended %a, %b : i8, i1
  hw.output %s, %c : i8, i1
}
