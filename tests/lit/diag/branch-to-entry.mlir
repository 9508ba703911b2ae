// A branch back to the entry block (named by an explicit label, langref.txt
// style) is a loop; MLIR forbids it outright.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}branch-to-entry.mlir:12:3: error: 'cf.br' cannot branch to the entry block{{$}}
// CHECK-NEXT: {{^}}  br ^bb0(%a : i8){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func @f(i8) -> i8 {
^bb0(%a: i8):
  br ^bb1
^bb1:
  br ^bb0(%a : i8)
}
