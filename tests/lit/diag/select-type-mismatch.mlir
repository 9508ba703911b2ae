// arith.select's two values must have the same type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}select-type-mismatch.mlir:8:8: error: 'arith.select' true and false values must have the result type i8, got i16{{$}}
// CHECK-NEXT: {{^}}  %0 = "arith.select"(%c, %a, %b) : (i1, i8, i16) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%c: i1, %a: i8, %b: i16) -> i8 {
  %0 = "arith.select"(%c, %a, %b) : (i1, i8, i16) -> i8
  return %0 : i8
}
