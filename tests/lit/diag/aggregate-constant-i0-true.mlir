// `true` for an i0 field: i0's one value is 0, so true does not fit (as
// the integer 1 does not); an error, no output file.
// RUN: not combc %s -o %t.sv 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}aggregate-constant-i0-true.mlir:9:31: error: true does not fit in 0 bits{{$}}
// CHECK-NEXT: {{^}}  %b = hw.aggregate_constant [true, true] : !hw.struct<a: i0, b: i1>{{$}}
// CHECK-NEXT: {{^}}                              ^{{$}}
// RUN: not test -e %t.sv
hw.module @bad(out b : !hw.struct<a: i0, b: i1>) {
  %b = hw.aggregate_constant [true, true] : !hw.struct<a: i0, b: i1>
  hw.output %b : !hw.struct<a: i0, b: i1>
}
