// A generic op with a region is rejected.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-region-op.mlir:8:8: error: unsupported op 'foo.region'{{$}}
// CHECK-NEXT: {{^}}  %0 = "foo.region"() ({{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> i8
  return %0 : i8
}
