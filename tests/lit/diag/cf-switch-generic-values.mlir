// The generic cf.switch needs one case value per case successor.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}cf-switch-generic-values.mlir:8:3: error: 'cf.switch' has 2 case successors but 1 case value{{$}}
// CHECK-NEXT: {{^}}  "cf.switch"(%s) [^bb1, ^bb1, ^bb1] <{case_operand_segments = {{.*}}, ...{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%s: i8) -> i8 {
  "cf.switch"(%s) [^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return %s : i8
}
