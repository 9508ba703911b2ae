// cf.switch (MLIR's ControlFlowOps.td; convert-scf-to-cf writes it for
// scf.index_switch), std.switch and bare `switch` (std before the split),
// custom and generic forms: the successor is the first case whose value
// equals the flag (values modulo 2^width: -3 is 0xfffffffd for i32),
// else the default; successor operands go to the block arguments.
// Expected values follow from that rule alone.

// RUN: combc eval %s --top=custom -- 1 2 42 | FileCheck %s %exact --check-prefix=C42
// C42: 7
// RUN: combc eval %s --top=custom -- 1 2 -3 | FileCheck %s %exact --check-prefix=CM3
// CM3: 2
// RUN: combc eval %s --top=custom -- 1 2 0xfffffffd | FileCheck %s %exact --check-prefix=CM3
// RUN: combc eval %s --top=custom -- 1 2 43 | FileCheck %s %exact --check-prefix=CDEF
// CDEF: 1
// RUN: combc eval %s --top=custom -- 1 2 0 | FileCheck %s %exact --check-prefix=CDEF
// RUN: combc eval %s --top=custom -- 1 2 9 | FileCheck %s %exact --check-prefix=C9
// C9: 3
// The later duplicate 9 never wins; for an i32 flag the literal
// 4294967299 (2^32 + 3) is the case 3:
// RUN: combc eval %s --top=custom -- 1 2 3 | FileCheck %s %exact --check-prefix=C3
// C3: 255

// RUN: combc eval %s --top=generic -- 10 3 1 | FileCheck %s %exact --check-prefix=G1
// G1: 249
// RUN: combc eval %s --top=generic -- 10 3 2 | FileCheck %s %exact --check-prefix=G2
// G2: 10
// RUN: combc eval %s --top=generic -- 10 3 7 | FileCheck %s %exact --check-prefix=G7
// G7: 99
// RUN: combc eval %s --top=generic -- 10 3 0 | FileCheck %s %exact --check-prefix=G2

// RUN: combc eval %s --top=old_attrs -- 5 42 | FileCheck %s %exact --check-prefix=O42
// O42: 99
// RUN: combc eval %s --top=old_attrs -- 5 41 | FileCheck %s %exact --check-prefix=O41
// O41: 5
// RUN: combc eval %s --top=no_cases -- 2 | FileCheck %s %exact --check-prefix=N
// N: 2
// RUN: combc eval %s --top=wide -- 0xffffffffffffffff | FileCheck %s %exact --check-prefix=W1
// W1: 1
// RUN: combc eval %s --top=wide -- 0x8000000000000000 | FileCheck %s %exact --check-prefix=W2
// W2: 2
// RUN: combc eval %s --top=wide -- 5 | FileCheck %s %exact --check-prefix=W0
// W0: 0

// RUN: combc eval %s --top=bool_flag -- 1 3 4 | FileCheck %s %exact --check-prefix=B1
// B1: 4
// RUN: combc eval %s --top=bool_flag -- 0 3 4 | FileCheck %s %exact --check-prefix=B0
// B0: 3

// The expansion is ordinary cf.cond_br MLIR, read back to the same values:
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// MLIR-NOT: switch
// MLIR: cf.cond_br
// RUN: combc %s --emit=mlir | combc eval - --top=custom -- 1 2 -3 | FileCheck %s %exact --check-prefix=CM3
// RUN: combc %s --emit=mlir -O0 | combc eval - --top=generic -- 10 3 1 | FileCheck %s %exact --check-prefix=G1

// Both simulators agree with the evaluator (exhaustive: 19 input bits),
// and lec proves the emitted Verilog equal to the input:
// RUN: combc sim %s --top=generic --simulator=all | FileCheck %s --check-prefix=SIM
// SIM: verilator: {{.*}} 0 mismatches
// SIM: iverilog: {{.*}} 0 mismatches
// RUN: combc %s -o %t.sv
// RUN: combc lec %s %t.sv --top=custom | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.sv --top=wide | FileCheck %s --check-prefix=EQ
// EQ: equivalent

func.func @custom(%a: i8, %b: i8, %s: i32) -> i8 {
  cf.switch %s : i32, [
    default: ^bb1(%a : i8),
    42: ^bb2,
    -3: ^bb1(%b : i8),
    9: ^bb3,
    9: ^bb1(%a : i8),
    4294967299: ^bb4
  ]
^bb2:
  %c7 = arith.constant 7 : i8
  return %c7 : i8
^bb3:
  %c3 = arith.constant 3 : i8
  return %c3 : i8
^bb4:
  %m1 = arith.constant -1 : i8
  return %m1 : i8
^bb1(%x: i8):
  return %x : i8
}

func.func @generic(%a: i8, %b: i8, %s: i3) -> i8 {
  "cf.switch"(%s, %a, %b, %a) [^bb1, ^bb2, ^bb1, ^bb3] <{case_operand_segments = array<i32: 1, 1, 0>, case_values = dense<[1, 2, -1]> : vector<3xi3>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i3, i8, i8, i8) -> ()
^bb1(%x: i8):
  return %x : i8
^bb2(%y: i8):
  %r = arith.subi %y, %a : i8
  return %r : i8
^bb3:
  %z = arith.constant 99 : i8
  return %z : i8
}

// MLIR before properties: an attribute dictionary, a splat dense for the
// one case, operand_segment_sizes; std's spelling.
func @old_attrs(%a: i8, %s: i32) -> i8 {
  "std.switch"(%s, %a) [^bb1, ^bb2] {case_operand_segments = dense<0> : vector<1xi32>, case_values = dense<42> : vector<1xi32>, operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i32, i8) -> ()
^bb1(%x: i8):
  return %x : i8
^bb2:
  %z = constant 99 : i8
  return %z : i8
}

func @no_cases(%s: i2) -> i2 {
  switch %s : i2, [
    default: ^bb1
  ]
^bb1:
  return %s : i2
}

func.func @wide(%s: i64) -> i2 {
  %c0 = arith.constant 0 : i2
  %c1 = arith.constant 1 : i2
  %c2 = arith.constant 2 : i2
  cf.switch %s : i64, [
    default: ^bb9(%c0 : i2),
    18446744073709551615: ^bb9(%c1 : i2),
    -9223372036854775808: ^bb9(%c2 : i2)
  ]
^bb9(%r: i2):
  return %r : i2
}

// An i1 flag: MLIR prints its case values dense<true>.
func.func @bool_flag(%c: i1, %a: i8, %b: i8) -> i8 {
  "cf.switch"(%c, %a, %b) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<true> : vector<1xi1>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
^bb1(%x: i8):
  return %x : i8
}
