// A cf.cond_br whose two successors are the same loop header is one loop
// error at the branch, not one per successor.
// RUN: not combc %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cfg-loop-reported-once.mlir:10:3: error: loops in the CFG are not supported (branch back to ^bb1){{$}}
// CHECK-NEXT: {{^}}  cf.cond_br %a, ^bb1, ^bb1{{$}}

func.func @f(%a: i1) -> i8 {
  cf.br ^bb1
^bb1:
  cf.cond_br %a, ^bb1, ^bb1
}
