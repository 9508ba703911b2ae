// i0 is accepted and dropped (it carries no bits; README, What it reads),
// but an op that reads an i0 value into bits is not defined by combc.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}integer-width-zero.mlir:9:9: error: 'arith.extui' of an i0 value is not supported (i0 carries no bits; only comb.concat, outputs, calls, instances and branches pass it on){{$}}
// CHECK-NEXT: {{^}}  %c0 = arith.extui %a : i0 to i8{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}

func.func @f(%a: i0) -> i8 {
  %c0 = arith.extui %a : i0 to i8
  return %c0 : i8
}
