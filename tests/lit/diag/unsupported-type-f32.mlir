// A float type is rejected with its name.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-type-f32.mlir:7:18: error: unsupported type 'f32'{{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: f32) -> f32 {{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: f32) -> f32 {
  return %a : f32
}
