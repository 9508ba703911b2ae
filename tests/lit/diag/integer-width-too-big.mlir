// i65537 is outside 1..65536 (README, What it reads).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}integer-width-too-big.mlir:8:31: error: integer width 65537 out of range (1..65536){{$}}
// CHECK-NEXT: {{^}}  %0 = arith.extui %a : i8 to i65537{{$}}
// CHECK-NEXT: {{^}}                              ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.extui %a : i8 to i65537
  return %a : i8
}
