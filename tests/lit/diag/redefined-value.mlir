// An SSA name defined twice.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}redefined-value.mlir:9:3: error: redefinition of value '%0' (first defined at 8:3){{$}}
// CHECK-NEXT: {{^}}  %0 = arith.muli %a, %a : i8{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8
  %0 = arith.muli %a, %a : i8
  return %0 : i8
}
