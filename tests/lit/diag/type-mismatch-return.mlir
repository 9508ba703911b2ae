// A return whose types differ from the function's result types.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}type-mismatch-return.mlir:8:3: error: 'func.return' operand 0 has type i8, but result 0 of @f is i16{{$}}
// CHECK-NEXT: {{^}}  return %a : i8{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i16 {
  return %a : i8
}
