// hw.instance of a module that does not exist.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unknown-instance-module.mlir:8:8: error: instance of unknown module '@nosuch'{{$}}
// CHECK-NEXT: {{^}}  %0 = hw.instance "u" @nosuch(a: %a: i8) -> (y: i8){{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

hw.module @top(in %a : i8, out y : i8) {
  %0 = hw.instance "u" @nosuch(a: %a: i8) -> (y: i8)
  hw.output %0 : i8
}
