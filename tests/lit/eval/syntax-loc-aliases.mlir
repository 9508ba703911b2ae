// Location aliases as `mlir-opt --mlir-print-debuginfo` prints them: used as
// loc(#locN) before their definitions, defined at the end of the file, some
// in terms of others.

// RUN: combc eval %s -- 3 4 | FileCheck %s %exact --check-prefix=A
// A: 7

#loc = loc("design.mlir":0:0)
module {
  func.func @f(%arg0: i8 loc("design.mlir":1:10), %arg1: i8 loc("design.mlir":1:20)) -> i8 {
    %0 = arith.addi %arg0, %arg1 : i8 loc(#loc2)
    return %0 : i8 loc(#loc3)
  } loc(#loc1)
} loc(#loc)
#loc1 = loc("design.mlir":1:1)
#loc2 = loc("design.mlir":2:5)
#loc3 = loc(fused[#loc1, #loc2])
#loc4 = loc(callsite(#loc2 at #loc3))
