// comb.mux's condition must be i1.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}mux-condition-width.mlir:8:8: error: 'comb.mux' condition must be i1, got i8{{$}}
// CHECK-NEXT: {{^}}  %0 = "comb.mux"(%c, %a, %b) : (i8, i8, i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

hw.module @m(in %c : i8, in %a : i8, in %b : i8, out y : i8) {
  %0 = "comb.mux"(%c, %a, %b) : (i8, i8, i8) -> i8
  hw.output %0 : i8
}
