// A generic cmpi whose predicate number is out of range (0..9).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}bad-predicate-generic.mlir:8:42: error: predicate 12 out of range{{$}}
// CHECK-NEXT: {{^}}  %0 = "arith.cmpi"(%a, %b) {predicate = 12 : i64} : (i32, i32) -> i1{{$}}
// CHECK-NEXT: {{^}}                                         ^{{$}}

func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %b) {predicate = 12 : i64} : (i32, i32) -> i1
  return %0 : i1
}
