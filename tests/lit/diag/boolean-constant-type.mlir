// A boolean constant must have type i1.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}boolean-constant-type.mlir:8:27: error: boolean constant must have type i1{{$}}
// CHECK-NEXT: {{^}}  %0 = hw.constant true : i8{{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}

hw.module @m(out y : i8) {
  %0 = hw.constant true : i8
  hw.output %0 : i8
}
