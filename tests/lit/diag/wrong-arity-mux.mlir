// comb.mux with two operands.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}wrong-arity-mux.mlir:8:21: error: expected 3 operands{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.mux %c, %a : i8{{$}}
// CHECK-NEXT: {{^}}                    ^{{$}}

hw.module @m(in %c : i1, in %a : i8, out y : i8) {
  %0 = comb.mux %c, %a : i8
  hw.output %0 : i8
}
