// A fully generic file, as `mlir-opt --mlir-print-op-generic` prints it:
// "builtin.module", "func.func" with function_type and sym_name, an entry
// block with arguments, "func.call" with a callee attribute.

// RUN: combc eval %s --top=f -- 6 7 | FileCheck %s %exact --check-prefix=A
// A: 13
// RUN: combc eval %s --top=g -- 5 | FileCheck %s %exact --check-prefix=B
// B: 10

"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> i8, sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8):
    %0 = "arith.addi"(%arg0, %arg1) : (i8, i8) -> i8
    "func.return"(%0) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "g"}> ({
  ^bb0(%arg0: i8):
    %0 = "func.call"(%arg0, %arg0) <{callee = @f}> : (i8, i8) -> i8
    "func.return"(%0) : (i8) -> ()
  }) : () -> ()
}) : () -> ()
