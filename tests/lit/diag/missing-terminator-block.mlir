// A non-entry block without a terminator.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}missing-terminator-block.mlir:10:8: error: block ^bb1 must end with a terminator{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^bb1
^bb1:
  %0 = arith.addi %a, %a : i8
^bb2:
  return %a : i8
}
