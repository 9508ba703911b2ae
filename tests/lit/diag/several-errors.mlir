// Independent errors in one file are all reported: the parser recovers at
// the next line and at the next function.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}several-errors.mlir:15:8: error: unsupported op 'comb.frobnicate'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.frobnicate %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK: {{^}}{{.*}}several-errors.mlir:16:28: error: unsupported type 'f32'{{$}}
// CHECK-NEXT: {{^}}  %1 = arith.addi %a, %a : f32{{$}}
// CHECK-NEXT: {{^}}                           ^{{$}}
// CHECK: {{^}}{{.*}}several-errors.mlir:21:9: error: use of undefined block '^nowhere'{{$}}
// CHECK-NEXT: {{^}}  cf.br ^nowhere{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = comb.frobnicate %a : i8
  %1 = arith.addi %a, %a : f32
  return %a : i8
}
func.func @g(%a: i8) -> i8 {
  %0 = arith.constant 1 : i8
  cf.br ^nowhere
}
