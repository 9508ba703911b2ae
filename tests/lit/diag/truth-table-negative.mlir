// A negative integer truth table without a type (with one, as in
// `-6 : si4`, it is a bit pattern and accepted).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}truth-table-negative.mlir:9:35: error: truth table must not be negative{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.truth_table %a, %b -> -6{{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}

func.func @f(%a: i1, %b: i1) -> i1 {
  %0 = comb.truth_table %a, %b -> -6
  return %0 : i1
}
