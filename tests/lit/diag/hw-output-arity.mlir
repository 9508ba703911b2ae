// hw.output with fewer values than the module has outputs.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}hw-output-arity.mlir:8:3: error: 'hw.output' returns 1 value, but @m has 2 results{{$}}
// CHECK-NEXT: {{^}}  hw.output %a : i8{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

hw.module @m(in %a : i8, out x : i8, out y : i8) {
  hw.output %a : i8
}
