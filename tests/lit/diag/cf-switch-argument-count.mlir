// A switch successor's operands must match the block's arguments; the
// message names the switch (combc expands it into cond_br's).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cf-switch-argument-count.mlir:9:3: error: 'cf.switch' passes 1 argument to ^bb1, which takes 0{{$}}
// CHECK-NEXT: {{^}}  cf.switch %s : i8, [ default: ^bb1(%s : i8), 4: ^bb1 ]{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%s: i8) -> i8 {
  cf.switch %s : i8, [ default: ^bb1(%s : i8), 4: ^bb1 ]
^bb1:
  return %s : i8
}
