// comb.extract past the top of its input: bits 6..9 of an i8.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}extract-out-of-range.mlir:8:8: error: 'comb.extract' bit range [6, 10) exceeds input width 8{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.extract %a from 6 : (i8) -> i4{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i4 {
  %0 = comb.extract %a from 6 : (i8) -> i4
  return %0 : i4
}
