// `combc FILE -o OUT` (compile) reports the same diagnostics as eval and
// writes no output file (README, Usage: written atomically).
// RUN: rm -f %t.sv; not combc %s -o %t.sv 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}compile-mode-error.mlir:10:8: error: unsupported op 'comb.frobnicate'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.frobnicate %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// RUN: test ! -e %t.sv

func.func @f(%a: i8) -> i8 {
  %0 = comb.frobnicate %a : i8
  return %0 : i8
}
