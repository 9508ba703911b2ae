// A combinational cycle entered through two operands of one op (%0, %0)
// is one error at the op, not one per operand.
// RUN: not combc %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}comb-cycle-reported-once.mlir:8:8: error: combinational cycle through %0 in hw.module @m{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.add %0, %0 : i8{{$}}

hw.module @m(in %a : i8, out o : i8) {
  %0 = comb.add %0, %0 : i8
  hw.output %0 : i8
}
