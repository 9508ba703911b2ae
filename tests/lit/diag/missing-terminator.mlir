// A function body without a return.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}missing-terminator.mlir:8:8: error: the body of @f must end with a terminator{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8
}
