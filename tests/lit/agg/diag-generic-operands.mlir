// Generic forms whose types CIRCT's and MLIR's verifiers reject:
// array_create's operands are the result's elements, one per element
// (SameTypeOperands); array_concat concatenates arrays; array_inject
// gives its array's type; an *_extended op over index is index
// throughout (addui's carry i1).
// RUN: not combc %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: diag-generic-operands.mlir:[[# @LINE + 7]]:8: error: operand 1 of 'hw.array_create' does not match the result's 4-bit elements
// CHECK: diag-generic-operands.mlir:[[# @LINE + 10]]:8: error: 'hw.array_concat' needs arrays
// CHECK: diag-generic-operands.mlir:[[# @LINE + 13]]:8: error: the result of 'hw.array_inject' must be its array's type
// CHECK: diag-generic-operands.mlir:[[# @LINE + 16]]:8: error: 'hw.array_create' makes 3 elements but the result has 2
// CHECK: diag-generic-operands.mlir:[[# @LINE + 19]]:12: error: 'arith.mului_extended' over index takes index operands and gives index results

hw.module @create(in %a : i4, in %b : i2, in %c : i2, out y : !hw.array<2xi4>) {
  %r = "hw.array_create"(%a, %b, %c) : (i4, i2, i2) -> !hw.array<2xi4>
  hw.output %r : !hw.array<2xi4>
}
hw.module @concat(in %a : i4, in %b : i4, out y : !hw.array<2xi4>) {
  %r = "hw.array_concat"(%a, %b) : (i4, i4) -> !hw.array<2xi4>
  hw.output %r : !hw.array<2xi4>
}
hw.module @inject(in %a : !hw.array<2xi8>, in %i : i1, in %v : i8, out y : !hw.array<2xi8>) {
  %r = "hw.array_inject"(%a, %i, %v) : (!hw.array<2xi8>, i1, i8) -> i4
  hw.output %a : !hw.array<2xi8>
}
hw.module @count(in %a : i4, out y : !hw.array<2xi4>) {
  %r = "hw.array_create"(%a, %a, %a) : (i4, i4, i4) -> !hw.array<2xi4>
  hw.output %r : !hw.array<2xi4>
}
func.func @ext(%a: index, %b: index) -> (index, i64) {
  %l, %h = "arith.mului_extended"(%a, %b) : (index, index) -> (index, i64)
  return %l, %h : index, i64
}
