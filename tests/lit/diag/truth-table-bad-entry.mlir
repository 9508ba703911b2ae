// A list truth table whose entries are not booleans (0 and 1 are accepted
// as false and true; 2 is not).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truth-table-bad-entry.mlir:9:43: error: truth table entries must be true or false{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.truth_table %a, %b -> [false, 2, true, false]{{$}}
// CHECK-NEXT: {{^}}                                          ^{{$}}

func.func @f(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> [false, 2, true, false]
  return %0 : i1
}
