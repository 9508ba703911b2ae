// A generic op whose operand count does not match its function type.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}wrong-arity-generic.mlir:8:29: error: function type has 1 input but the op has 2 operands{{$}}
// CHECK-NEXT: {{^}}  %0 = "comb.add"(%a, %a) : (i8) -> i8{{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = "comb.add"(%a, %a) : (i8) -> i8
  return %0 : i8
}
