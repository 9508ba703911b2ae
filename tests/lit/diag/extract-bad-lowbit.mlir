// comb.extract's low bit must be an integer.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}extract-bad-lowbit.mlir:8:29: error: expected the low bit (an integer), got 'x'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.extract %a from x : (i8) -> i4{{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}

func.func @f(%a: i8) -> i4 {
  %0 = comb.extract %a from x : (i8) -> i4
  return %0 : i4
}
