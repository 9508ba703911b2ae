// What `mlir-opt --mlir-print-op-generic --mlir-print-debuginfo` and
// CIRCT's generic printer write, each of which combc used to reject:
//  - a `loc(...)` after a generic "func.func" or "hw.module";
//  - a declaration as an empty region `({ })`;
//  - "builtin.module" named in properties `<{sym_name = ...}>`, its
//    block labelled `^bb0:`;
//  - "hw.module" with `module_type = !hw.modty<...>` (CIRCT today) and
//    with function_type, argNames and resultNames (older CIRCT), and a
//    generic "hw.module.extern";
//  - `operand_segment_sizes` (the spelling before MLIR 18) as
//    `dense<[...]> : vector<3xi32>` or `array<i32: ...>`;
//  - the `{-# dialect_resources ... #-}` trailer, nested braces inside.
// Expected values by hand: 200 + 100 wraps to 44 in 8 bits; 9 - 4 = 5;
// cond_br picks its first successor's operands when %c is 1.

// RUN: combc eval %s --top=old -- 200 100 | FileCheck %s %exact --check-prefix=OLD
// OLD: 44
// RUN: combc eval %s --top=sub -- 9 4 | FileCheck %s %exact --check-prefix=SUB
// SUB: 5
// RUN: combc eval %s --top=br -- 1 2 1 | FileCheck %s %exact --check-prefix=BR1
// BR1: 1
// RUN: combc eval %s --top=br -- 1 2 0 | FileCheck %s %exact --check-prefix=BR0
// BR0: 2
// RUN: combc eval %s --top=br2 -- 3 4 0 | FileCheck %s %exact --check-prefix=BR2
// BR2: 4
// RUN: combc eval %s --top=id -- 77 | FileCheck %s %exact --check-prefix=ID
// ID: 77
// RUN: combc %s --emit=mlir | FileCheck %s --check-prefix=MLIR
// MLIR: hw.module.extern @hx(in %x : i4, out r : i4)
// MLIR: func.func private @decl(i8) -> i8
// MLIR: hw.module @old(in %arg0 "a" : i8, in %arg1 "b" : i8, out sum : i8)
// MLIR: hw.module @sub(in %a : i8, in %b : i8, out d : i8)
// MLIR: hw.instance "h" @hx(x: %a: i4) -> (r: i4)
// MLIR: hw.module @noout(in %a : i4)
// RUN: combc %s -o %t.sv
// RUN: FileCheck %s --input-file=%t.sv --check-prefix=SV
// SV: module sub (
// SV: input logic [7:0] a,
// SV: output logic [7:0] d

"builtin.module"() <{sym_name = "printed"}> ({
^bb0:
  "hw.module.extern"() <{module_type = !hw.modty<input x : i4, output r : i4>, parameters = [], sym_name = "hx"}> : () -> () loc(#loc1)
  "func.func"() <{function_type = (i8) -> i8, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "hw.module"() ({
  ^bb0(%arg0: i8, %arg1: i8):
    %0 = "comb.add"(%arg0, %arg1) : (i8, i8) -> i8
    "hw.output"(%0) : (i8) -> ()
  }) {argNames = ["a", "b"], function_type = (i8, i8) -> i8, resultNames = ["sum"], sym_name = "old", parameters = []} : () -> () loc(#loc1)
  "hw.module"() <{module_type = !hw.modty<input a : i8, input b : i8, output d : i8>, parameters = [], sym_name = "sub"}> ({
  ^bb0(%a: i8, %b: i8):
    %0 = "comb.sub"(%a, %b) <{twoState}> : (i8, i8) -> i8 loc(#loc1)
    "hw.output"(%0) : (i8) -> () loc(#loc1)
  }) : () -> () loc(#loc1)
  "hw.module"() <{module_type = !hw.modty<input a : i4, output r : i4>, sym_name = "useext"}> ({
  ^bb0(%a: i4):
    %0 = "hw.instance"(%a) <{argNames = ["x"], instanceName = "h", moduleName = @hx, parameters = [], resultNames = ["r"]}> : (i4) -> i4
    "hw.output"(%0) : (i4) -> ()
  }) : () -> ()
  "hw.module"() <{module_type = !hw.modty<input a : i4>, sym_name = "noout"}> ({
  ^bb0(%a: i4):
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i1) -> i8, sym_name = "br"}> ({
  ^bb0(%a: i8, %b: i8, %c: i1):
    "std.cond_br"(%c, %a, %b)[^bb1, ^bb1] {operand_segment_sizes = dense<[1, 1, 1]> : vector<3xi32>} : (i1, i8, i8) -> ()
  ^bb1(%x: i8):
    "func.return"(%x) : (i8) -> ()
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i8, i8, i1) -> i8, sym_name = "br2"}> ({
  ^bb0(%a: i8, %b: i8, %c: i1):
    "cf.cond_br"(%c, %a, %b)[^bb1, ^bb1] {operand_segment_sizes = array<i32: 1, 1, 1>} : (i1, i8, i8) -> ()
  ^bb1(%x: i8):
    "func.return"(%x) : (i8) -> ()
  }) : () -> ()
  "func.func"() ({
  ^bb0(%a: i8):
    "func.return"(%a) : (i8) -> ()
  }) {function_type = (i8) -> i8, sym_name = "id"} : () -> () loc("x.mlir":1:1)
}) : () -> () loc(#loc1)
#loc1 = loc("printed.mlir":1:1)

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000"
    }
  },
  external_resources: { mlir_reproducer: { pipeline: "builtin.module(canonicalize)", disable_threading: false } }
#-}
