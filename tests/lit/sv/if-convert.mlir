// Acyclic branches are if-converted: each block's argument becomes a mux
// over its incoming edges, selected by the edge conditions (the path
// condition of the predecessor and its branch condition); results of
// several returns merge the same way.
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=diamond
// sim: --top=early_return
// sim: --top=nested

// CHECK-LABEL: module diamond (
// CHECK:       assign s = a + b;
// CHECK-NEXT:  assign d = a - b;
// CHECK-NEXT:  assign result = c ? s : d;
func.func @diamond(%c: i1, %a: i8, %b: i8) -> i8 {
  cond_br %c, ^then, ^else
^then:
  %s = arith.addi %a, %b : i8
  br ^join(%s : i8)
^else:
  %d = arith.subi %a, %b : i8
  br ^join(%d : i8)
^join(%r: i8):
  return %r : i8
}

// Two returns: the first one's path condition selects its value.
// CHECK-LABEL: module early_return (
// CHECK:       assign big = a > 8'd200;
// CHECK-NEXT:  assign n = a + 8'd1;
// CHECK-NEXT:  assign result = big ? 8'hff : n;
func.func @early_return(%a: i8) -> i8 {
  %c200 = arith.constant 200 : i8
  %big = arith.cmpi ugt, %a, %c200 : i8
  cond_br %big, ^sat, ^inc
^sat:
  %m = arith.constant 255 : i8
  return %m : i8
^inc:
  %one = arith.constant 1 : i8
  %n = arith.addi %a, %one : i8
  return %n : i8
}

// A branch inside a branch: the inner edges are qualified by the outer
// condition (p & q, p & ~q), the join of a diamond has the path condition
// of its entry.
// CHECK-LABEL: module nested (
// CHECK:       assign result = (~p) ? a : (p & q) ? xs : ys;
func.func @nested(%p: i1, %q: i1, %a: i4, %b: i4) -> i4 {
  cond_br %p, ^inner, ^done(%a : i4)
^inner:
  cond_br %q, ^x, ^y
^x:
  %xs = arith.addi %a, %b : i4
  br ^done(%xs : i4)
^y:
  %ys = arith.xori %a, %b : i4
  br ^done(%ys : i4)
^done(%r: i4):
  return %r : i4
}
