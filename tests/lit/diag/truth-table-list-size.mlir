// comb.truth_table's list table must have 2^n entries: 3 for 2 inputs.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truth-table-list-size.mlir:8:8: error: 'comb.truth_table' table must have 2^2 = 4 bits, got 3{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.truth_table %a, %b -> [false, true, true]{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> [false, true, true]
  return %0 : i1
}
