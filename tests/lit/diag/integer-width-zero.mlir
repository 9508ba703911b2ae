// i0 is accepted and dropped (it carries no bits; README, What it reads).
// An op that reads i0 values into bits computes a constant from the one
// value 0 (icmp eq/ule/uge/sle/sge 1, the others 0; extensions and
// parity 0); any other such op is not defined by combc.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}integer-width-zero.mlir:[[@LINE+5]]:9: error: 'arith.index_cast' of an i0 value is not supported (i0 carries no bits; only comb.concat, outputs, calls, instances and branches pass it on){{$}}
// CHECK-NEXT: {{^}}  %c0 = arith.index_cast %a : i0 to index{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}

func.func @f(%a: i0) -> index {
  %c0 = arith.index_cast %a : i0 to index
  return %c0 : index
}
