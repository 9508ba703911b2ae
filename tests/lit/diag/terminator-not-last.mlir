// An op after the terminator in the same block.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}terminator-not-last.mlir:11:3: error: 'func.return' must be the last op in its block{{$}}
// CHECK-NEXT: {{^}}  return %a : i8{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
// CHECK: {{^}}{{.*}}terminator-not-last.mlir:12:8: error: the body of @f must end with a terminator{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  return %a : i8
  %0 = arith.addi %a, %a : i8
}
