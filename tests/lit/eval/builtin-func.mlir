// LLVM 13 and 14 printed functions as `builtin.func` (custom form) and
// "builtin.func" (generic form): 200 + 100 = 300 = 44 mod 256.

// RUN: combc eval %s --top=f -- 200 100 | FileCheck %s %exact --check-prefix=A
// RUN: combc eval %s --top=g -- 200 100 | FileCheck %s %exact --check-prefix=A
// A: 44

module {
  builtin.func @f(%arg0: i8, %arg1: i8) -> i8 {
    %0 = arith.addi %arg0, %arg1 : i8
    return %0 : i8
  }
  "builtin.func"() ({
  ^bb0(%arg0: i8, %arg1: i8):
    %0 = "arith.addi"(%arg0, %arg1) : (i8, i8) -> i8
    "std.return"(%0) : (i8) -> ()
  }) {sym_name = "g", type = (i8, i8) -> i8} : () -> ()
}
