// hw.instance whose port types do not match the module's.
// RUN: not combc eval %s --top=top 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}instance-port-mismatch.mlir:11:8: error: 'hw.instance' to @inner: argument 0 has type i16, expected i8{{$}}
// CHECK-NEXT: {{^}}  %0 = hw.instance "u" @inner(a: %a: i16) -> (y: i16){{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

hw.module @inner(in %a : i8, out y : i8) {
  hw.output %a : i8
}
hw.module @top(in %a : i16, out y : i16) {
  %0 = hw.instance "u" @inner(a: %a: i16) -> (y: i16)
  hw.output %0 : i16
}
