// mlir-opt's generic form of LLVM 12 and before: "func" with its type in
// `type`, and "module_terminator" closing the module (the std era of
// seeds/std-dialect.txt).  cmpi predicate 4 is sgt, so @f is the signed
// maximum: max(3, 9) = 9; max(-2, 5) = 5; max(-2, -7) = -2 = 254.

// RUN: combc eval %s -- 3 9 | FileCheck %s %exact --check-prefix=A
// A: 9
// RUN: combc eval %s -- -2 5 | FileCheck %s %exact --check-prefix=B
// B: 5
// RUN: combc eval %s -- -2 -7 | FileCheck %s %exact --check-prefix=C
// C: 254

"builtin.module"() ( {
  "func"() ( {
  ^bb0(%arg0: i8, %arg1: i8):  // no predecessors
    %0 = "std.cmpi"(%arg0, %arg1) {predicate = 4 : i64} : (i8, i8) -> i1
    %1 = "std.select"(%0, %arg0, %arg1) : (i1, i8, i8) -> i8
    "std.return"(%1) : (i8) -> ()
  }) {sym_name = "f", type = (i8, i8) -> i8, sym_visibility = "public", arg_attrs = [{}, {}]} : () -> ()
  "module_terminator"() : () -> ()
}) : () -> ()
