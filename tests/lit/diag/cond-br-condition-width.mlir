// cf.cond_br's condition must be i1.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cond-br-condition-width.mlir:8:14: error: use of value '%c' expects different type than prior uses: 'i1' vs 'i8'{{$}}
// CHECK-NEXT: {{^}}  cf.cond_br %c, ^bb1, ^bb2{{$}}
// CHECK-NEXT: {{^}}             ^{{$}}

func.func @f(%c: i8, %a: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i8
^bb2:
  return %c : i8
}
