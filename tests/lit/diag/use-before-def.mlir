// A use before the definition in the same block (not dominated).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}use-before-def.mlir:8:8: error: definition of %1 does not dominate this use{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %1 : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %1 : i8
  %1 = arith.addi %a, %a : i8
  return %0 : i8
}
