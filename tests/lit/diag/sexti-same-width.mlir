// std sexti to the same width (std-dialect.txt: N > M is required).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}sexti-same-width.mlir:8:8: error: 'std.sexti' result width 8 must be larger than input width 8{{$}}
// CHECK-NEXT: {{^}}  %0 = sexti %a : i8 to i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func @f(%a: i8) -> i8 {
  %0 = sexti %a : i8 to i8
  return %0 : i8
}
