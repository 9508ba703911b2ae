// i0 is outside 1..65536 (README, What it reads).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}integer-width-zero.mlir:7:18: error: integer width 0 out of range (1..65536){{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: i0) -> i8 {{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: i0) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
