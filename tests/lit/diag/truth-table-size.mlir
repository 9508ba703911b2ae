// comb.truth_table's integer table must have 2^n bits: ui8 for 2 inputs.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truth-table-size.mlir:8:8: error: 'comb.truth_table' table must have 2^2 = 4 bits, got 8{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.truth_table %a, %b -> 6 : ui8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> 6 : ui8
  return %0 : i1
}
