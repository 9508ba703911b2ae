// arith.trunci to a wider type (std-dialect.txt: the destination must be
// narrower).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}trunc-wider.mlir:9:8: error: 'arith.trunci' result width 16 must be smaller than input width 8{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.trunci %a : i8 to i16{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i16 {
  %0 = arith.trunci %a : i8 to i16
  return %0 : i16
}
