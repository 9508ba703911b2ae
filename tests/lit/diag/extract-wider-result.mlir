// comb.extract whose result is wider than its input.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}extract-wider-result.mlir:8:8: error: 'comb.extract' bit range [0, 8) exceeds input width 4{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.extract %a from 0 : (i4) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i4) -> i8 {
  %0 = comb.extract %a from 0 : (i4) -> i8
  return %0 : i8
}
