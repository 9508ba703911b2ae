// A comb.icmp predicate that does not exist.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}bad-predicate-comb.mlir:8:18: error: unknown comparison predicate 'foo'{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.icmp foo %a, %b : i8{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: i8, %b: i8) -> i1 {
  %0 = comb.icmp foo %a, %b : i8
  return %0 : i1
}
