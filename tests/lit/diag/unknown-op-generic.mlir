// An unregistered op in generic form.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unknown-op-generic.mlir:8:8: error: unsupported op 'foo.bar'{{$}}
// CHECK-NEXT: {{^}}  %0 = "foo.bar"(%a) : (i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = "foo.bar"(%a) : (i8) -> i8
  return %0 : i8
}
