// Inline locations of every kind: file:line:col, unknown, fused, callsite,
// named, on ops, arguments, the function and the module.

// ((3 + 4) * 3 - 4) ^ 3 + 3
// RUN: combc eval %s -- 3 4 | FileCheck %s %exact --check-prefix=A
// A: 21

module {
  func.func @f(%a: i8 loc("in.mlir":1:2), %b: i8 loc(unknown)) -> i8 {
    %0 = comb.add %a, %b : i8 loc("f.mlir":2:3)
    %1 = comb.mul %0, %a : i8 loc(fused["a.mlir":1:1, "b.mlir":2:2])
    %2 = comb.sub %1, %b : i8 loc(callsite("foo" at "bar.mlir":3:4))
    %3 = comb.xor %2, %a : i8 loc("named"("x.mlir":5:6))
    %4 = comb.add %3, %a : i8 loc(fused<"tag">["c.mlir":7:8])
    return %4 : i8 loc(unknown)
  } loc("f.mlir":1:1)
} loc(unknown)
