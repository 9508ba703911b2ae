// An arith.cmpi predicate that does not exist.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}bad-predicate-arith.mlir:8:19: error: unknown comparison predicate 'lt'{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.cmpi lt, %a, %b : i32{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}

func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi lt, %a, %b : i32
  return %0 : i1
}
