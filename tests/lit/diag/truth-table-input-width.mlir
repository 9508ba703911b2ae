// comb.truth_table's inputs must be i1.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truth-table-input-width.mlir:8:25: error: use of value '%a' expects different type than prior uses: 'i1' vs 'i8'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.truth_table %a, %b -> 6 : ui4{{$}}
// CHECK-NEXT: {{^}}                        ^{{$}}

func.func @f(%a: i8, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> 6 : ui4
  return %0 : i1
}
