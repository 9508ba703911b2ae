// comb.replicate whose result width is not a multiple of the input width.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}replicate-width.mlir:8:8: error: 'comb.replicate' result width 8 is not a multiple of input width 3{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.replicate %a : (i3) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i3) -> i8 {
  %0 = comb.replicate %a : (i3) -> i8
  return %0 : i8
}
