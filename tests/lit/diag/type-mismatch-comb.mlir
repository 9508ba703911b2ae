// comb.add's operands must all have the result type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}type-mismatch-comb.mlir:8:21: error: use of value '%b' expects different type than prior uses: 'i8' vs 'i4'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.add %a, %b : i8{{$}}
// CHECK-NEXT: {{^}}                    ^{{$}}

hw.module @m(in %a : i8, in %b : i4, out y : i8) {
  %0 = comb.add %a, %b : i8
  hw.output %0 : i8
}
