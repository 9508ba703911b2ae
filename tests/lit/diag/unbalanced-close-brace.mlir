// An extra '}' after the last function.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unbalanced-close-brace.mlir:10:1: error: unexpected '}'{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}^{{$}}

func.func @f(%a: i8) -> i8 {
  return %a : i8
}
}
