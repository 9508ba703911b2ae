// A type alias used but never defined.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}undefined-type-alias.mlir:7:18: error: undefined type alias '!nosuch'{{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: !nosuch) -> i8 {{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: !nosuch) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
