// A return with more values than the function has results.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}return-arity.mlir:8:3: error: 'func.return' returns 2 values, but @f has 1 result{{$}}
// CHECK-NEXT: {{^}}  return %a, %a : i8, i8{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  return %a, %a : i8, i8
}
