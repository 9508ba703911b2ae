// An op that no supported dialect has, in custom form: the error names it.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unknown-op.mlir:8:8: error: unsupported op 'comb.frobnicate'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.frobnicate %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = comb.frobnicate %a : i8
  return %0 : i8
}
