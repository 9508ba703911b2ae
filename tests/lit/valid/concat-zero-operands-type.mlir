// `comb.concat :` has no operands and so no types; a type after the colon
// is reported where it is written (concat-zero-operands.mlir).
// RUN: not combc %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}concat-zero-operands-type.mlir:8:22: error: 'comb.concat' has 0 operands but more types{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.concat : i8{{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}
hw.module @bad(in %a : i8, out o : i8) {
  %0 = comb.concat : i8
  hw.output %a : i8
}
