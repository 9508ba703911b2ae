// Loops are outside the spec (README, What it reads): scf.for is rejected.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-loop.mlir:10:3: error: unsupported op 'scf.for' (loops, memories and non-combinational constructs are not supported){{$}}
// CHECK-NEXT: {{^}}  scf.for %i = %c0 to %a step %c1 {{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %a step %c1 {
  }
  return %a : index
}
