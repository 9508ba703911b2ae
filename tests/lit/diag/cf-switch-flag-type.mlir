// The flag of cf.switch is a signless integer (AnyInteger in MLIR; index
// is not one).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cf-switch-flag-type.mlir:9:3: error: the flag of a switch must be a signless integer (iN){{$}}
// CHECK-NEXT: {{^}}  cf.switch %s : index, [ default: ^bb1, 0: ^bb1 ]{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%s: index) -> index {
  cf.switch %s : index, [ default: ^bb1, 0: ^bb1 ]
^bb1:
  return %s : index
}
