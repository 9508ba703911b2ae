// Regression (AFL, mlir-O0): `false` for an i0 field of an
// hw.aggregate_constant crashed (a boolean written into a 0-bit value).
// A boolean element is an i1 attribute, so, as CIRCT's verifier says
// ("typed attr doesn't match"), it fits only an i1 element; an error, no
// output file, for the i0 field and for an i4 one.
// RUN: not combc %s -o %t.sv 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}aggregate-constant-bool-width.mlir:15:31: error: boolean constant must have type i1 (the element has 0 bits){{$}}
// CHECK-NEXT: {{^}}  %b = hw.aggregate_constant [false, true] : !hw.struct<a: i0, b: i1>{{$}}
// CHECK-NEXT: {{^}}                              ^{{$}}
// CHECK-NEXT: {{^}}{{.*}}aggregate-constant-bool-width.mlir:19:39: error: boolean constant must have type i1 (the element has 4 bits){{$}}
// RUN: not test -e %t.sv
// RUN: not combc eval %s --top=i4 2>&1 | FileCheck %s --check-prefix=I4
// I4: aggregate-constant-bool-width.mlir:19:39: error: boolean constant must have type i1 (the element has 4 bits)
hw.module @i0(out b : !hw.struct<a: i0, b: i1>) {
  %b = hw.aggregate_constant [false, true] : !hw.struct<a: i0, b: i1>
  hw.output %b : !hw.struct<a: i0, b: i1>
}
hw.module @i4(out b : !hw.array<2xi4>) {
  %b = hw.aggregate_constant [3 : i4, true] : !hw.array<2xi4>
  hw.output %b : !hw.array<2xi4>
}
