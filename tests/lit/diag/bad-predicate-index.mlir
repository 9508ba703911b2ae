// An index.cmp predicate that does not exist (ceq is comb's, not index's).
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}bad-predicate-index.mlir:8:18: error: unknown comparison predicate 'ceq'{{$}}
// CHECK-NEXT: {{^}}  %0 = index.cmp ceq(%a, %b){{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: index, %b: index) -> i1 {
  %0 = index.cmp ceq(%a, %b)
  return %0 : i1
}
