// The generic form of a binary arith, std or index op takes exactly two
// operands (the dialects' `$lhs, $rhs`), though comb.add and comb.mul,
// the same ops inside combc, take any number; and a generic constant's
// value has the result's type, as MLIR checks.  Both were accepted, and
// --emit=mlir then printed text that did not read back.
// RUN: sed -n '/^func.func @arity/,/^}/p' %s > %t.arity.mlir
// RUN: not combc %t.arity.mlir 2>&1 | FileCheck %s --check-prefix=ARITY --implicit-check-not=error:
// ARITY: arity.mlir:2:8: error: 'index.add' expects 2 operands, got 1
// ARITY: arity.mlir:3:8: error: 'arith.muli' expects 2 operands, got 3
// ARITY: arity.mlir:4:8: error: 'std.addi' expects 2 operands, got 3
// RUN: sed -n '/^func.func @const/,/^}/p' %s > %t.const.mlir
// RUN: not combc %t.const.mlir 2>&1 | FileCheck %s --check-prefix=CONST --implicit-check-not=error:
// CONST: const.mlir:2:36: error: the value's type i32 is not the result type index
// 5 * 7 * 5 * 7 = 1225 = 201 mod 256.
// RUN: sed -n '/^func.func @ok/,/^}/p' %s > %t.ok.mlir
// RUN: combc eval %t.ok.mlir 5 7 | FileCheck %s --check-prefix=OK
// OK: {{^}}201{{$}}
// OK-NEXT: {{^}}5{{$}}

func.func @arity(%a: index, %b: index, %x: i8) -> index {
  %c = "index.add"(%a) : (index) -> index
  %d = "arith.muli"(%a, %b, %a) : (index, index, index) -> index
  %e = "std.addi"(%x, %x, %x) : (i8, i8, i8) -> i8
  return %c : index
}
func.func @const() -> index {
  %k = "index.constant"() {value = 5000000000 : i32} : () -> index
  return %k : index
}
func.func @ok(%a: i8, %b: i8) -> (i8, index) {
  %c = "comb.mul"(%a, %b, %a, %b) : (i8, i8, i8, i8) -> i8
  %k = "index.constant"() {value = 5 : index} : () -> index
  return %c, %k : i8, index
}
