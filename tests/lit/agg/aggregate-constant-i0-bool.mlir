// Regression (AFL, mlir-O0): an i0 field given as `false` in an
// hw.aggregate_constant crashed (a 0-bit value was written).  i0's one
// value is 0 (spec: i0 values have no bits), so `false` is that value;
// `true` does not fit, as the integer 1 does not
// (diag/aggregate-constant-i0-true.mlir).
// struct<a: i0, b: i1> = [false, true] has the one bit b = 1.
// RUN: combc eval %s --top=ok | FileCheck %s %exact --check-prefix=OK
// OK: 1
// RUN: combc %s --top=ok -o %t.sv
// RUN: combc sim %s --top=ok | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
hw.module @ok(out b : !hw.struct<a: i0, b: i1>) {
  %b = hw.aggregate_constant [false, true] : !hw.struct<a: i0, b: i1>
  hw.output %b : !hw.struct<a: i0, b: i1>
}
