// Conformance: the *_extended functions of llvm-project's arith
// canonicalization test, evaluated.
//
// Adapted from llvm-project mlir/test/Dialect/Arith/canonicalize.mlir (the
// scalar addui_extended / mulsi_extended / mului_extended functions; the
// vector<...> ones, which combc does not read, are rewritten as one scalar
// function per lane, named ..._lane0 etc.).  Part of the LLVM Project,
// under the Apache License v2.0 with LLVM Exceptions.  See
// https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Upstream checks what `mlir-opt -canonicalize` folds each function to; its
// expected constants are kept below as `upstream:` comments and are the
// expected values here (unsigned: i8 -3 is 253, i32 -2 is 4294967294).

// upstream: @adduiExtendedZeroRhs -> return %arg0, false
// RUN: combc eval %s --top=adduiExtendedZeroRhs -- 123456 | FileCheck %s %exact --check-prefix=AZR
// AZR: 123456
// AZR-NEXT: 0
func.func @adduiExtendedZeroRhs(%arg0: i32) -> (i32, i1) {
  %zero = arith.constant 0 : i32
  %sum, %overflow = arith.addui_extended %arg0, %zero: i32, i1
  return %sum, %overflow : i32, i1
}

// upstream: @adduiExtendedZeroLhs -> return %arg0, false
// RUN: combc eval %s --top=adduiExtendedZeroLhs -- 4294967295 | FileCheck %s %exact --check-prefix=AZL
// AZL: 4294967295
// AZL-NEXT: 0
func.func @adduiExtendedZeroLhs(%arg0: i32) -> (i32, i1) {
  %zero = arith.constant 0 : i32
  %sum, %overflow = arith.addui_extended %zero, %arg0: i32, i1
  return %sum, %overflow : i32, i1
}

// upstream: @adduiExtendedConstants -> 50 : i32, false
// RUN: combc eval %s --top=adduiExtendedConstants | FileCheck %s %exact --check-prefix=AC
// AC: 50
// AC-NEXT: 0
func.func @adduiExtendedConstants() -> (i32, i1) {
  %c13 = arith.constant 13 : i32
  %c37 = arith.constant 37 : i32
  %sum, %overflow = arith.addui_extended %c13, %c37: i32, i1
  return %sum, %overflow : i32, i1
}

// upstream: @adduiExtendedConstantsOverflow1 -> 0 : i32, true
// RUN: combc eval %s --top=adduiExtendedConstantsOverflow1 | FileCheck %s %exact --check-prefix=AO1
// AO1: 0
// AO1-NEXT: 1
func.func @adduiExtendedConstantsOverflow1() -> (i32, i1) {
  %max = arith.constant 4294967295 : i32
  %c1 = arith.constant 1 : i32
  %sum, %overflow = arith.addui_extended %max, %c1: i32, i1
  return %sum, %overflow : i32, i1
}

// upstream: @adduiExtendedConstantsOverflow2 -> -2 : i32, true
// RUN: combc eval %s --top=adduiExtendedConstantsOverflow2 | FileCheck %s %exact --check-prefix=AO2
// AO2: 4294967294
// AO2-NEXT: 1
func.func @adduiExtendedConstantsOverflow2() -> (i32, i1) {
  %max = arith.constant 4294967295 : i32
  %sum, %overflow = arith.addui_extended %max, %max: i32, i1
  return %sum, %overflow : i32, i1
}

// upstream: @adduiExtendedConstantsOverflowVector: [1, 3, 3, 7] + [0, 3,
// 4294967295, 7] -> sum [1, 6, 2, 14], overflow [false, false, true, false];
// lane 2 here.
// RUN: combc eval %s --top=adduiExtendedConstantsOverflowVector_lane2 | FileCheck %s %exact --check-prefix=AOV
// AOV: 2
// AOV-NEXT: 1
func.func @adduiExtendedConstantsOverflowVector_lane2() -> (i32, i1) {
  %v1 = arith.constant 3 : i32
  %v2 = arith.constant 4294967295 : i32
  %sum, %overflow = arith.addui_extended %v1, %v2 : i32, i1
  return %sum, %overflow : i32, i1
}

// upstream: @mulsiExtendedZeroRhs -> 0, 0
// RUN: combc eval %s --top=mulsiExtendedZeroRhs -- -7 | FileCheck %s %exact --check-prefix=MZR
// MZR: 0
// MZR-NEXT: 0
func.func @mulsiExtendedZeroRhs(%arg0: i32) -> (i32, i32) {
  %zero = arith.constant 0 : i32
  %low, %high = arith.mulsi_extended %arg0, %zero: i32
  return %low, %high : i32, i32
}

// upstream: @mulsiExtendedOneRhs -> %arg, extsi(%arg < 0): the high half is
// all ones for a negative argument.
// RUN: combc eval %s --top=mulsiExtendedOneRhs -- -7 | FileCheck %s %exact --check-prefix=M1N
// M1N: 4294967289
// M1N-NEXT: 4294967295
// RUN: combc eval %s --top=mulsiExtendedOneRhs -- 7 | FileCheck %s %exact --check-prefix=M1P
// M1P: 7
// M1P-NEXT: 0
func.func @mulsiExtendedOneRhs(%arg0: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %low, %high = arith.mulsi_extended %arg0, %one: i32
  return %low, %high : i32, i32
}

// upstream: @mulsiExtendedUnusedHigh -> muli %arg, %arg
// RUN: combc eval %s --top=mulsiExtendedUnusedHigh -- 65537 | FileCheck %s %exact --check-prefix=MUH
// MUH: 131073
func.func @mulsiExtendedUnusedHigh(%arg0: i32) -> i32 {
  %low, %high = arith.mulsi_extended %arg0, %arg0: i32
  return %low : i32
}

// upstream: @mulsiExtendedScalarConstants: 57 * -13 -> 27 : i8, -3 : i8
// RUN: combc eval %s --top=mulsiExtendedScalarConstants | FileCheck %s %exact --check-prefix=MSC
// MSC: 27
// MSC-NEXT: 253
func.func @mulsiExtendedScalarConstants() -> (i8, i8) {
  %c57 = arith.constant 57 : i8
  %c_n13 = arith.constant -13 : i8
  %low, %high = arith.mulsi_extended %c57, %c_n13: i8
  return %low, %high : i8, i8
}

// upstream: @mulsiExtendedVectorConstants: [5, 37, -17] * [13, 99, -2] ->
// low [65, 79, 34], high [0, 14, 0]; one function per lane.
// RUN: combc eval %s --top=mulsiExtendedVectorConstants_lane0 | FileCheck %s %exact --check-prefix=MV0
// MV0: 65
// MV0-NEXT: 0
// RUN: combc eval %s --top=mulsiExtendedVectorConstants_lane1 | FileCheck %s %exact --check-prefix=MV1
// MV1: 79
// MV1-NEXT: 14
// RUN: combc eval %s --top=mulsiExtendedVectorConstants_lane2 | FileCheck %s %exact --check-prefix=MV2
// MV2: 34
// MV2-NEXT: 0
func.func @mulsiExtendedVectorConstants_lane0() -> (i8, i8) {
  %cstA = arith.constant 5 : i8
  %cstB = arith.constant 13 : i8
  %low, %high = arith.mulsi_extended %cstA, %cstB: i8
  return %low, %high : i8, i8
}
func.func @mulsiExtendedVectorConstants_lane1() -> (i8, i8) {
  %cstA = arith.constant 37 : i8
  %cstB = arith.constant 99 : i8
  %low, %high = arith.mulsi_extended %cstA, %cstB: i8
  return %low, %high : i8, i8
}
func.func @mulsiExtendedVectorConstants_lane2() -> (i8, i8) {
  %cstA = arith.constant -17 : i8
  %cstB = arith.constant -2 : i8
  %low, %high = arith.mulsi_extended %cstA, %cstB: i8
  return %low, %high : i8, i8
}

// upstream: @muluiExtendedOneRhs -> %arg, 0
// RUN: combc eval %s --top=muluiExtendedOneRhs -- -7 | FileCheck %s %exact --check-prefix=U1
// U1: 4294967289
// U1-NEXT: 0
func.func @muluiExtendedOneRhs(%arg0: i32) -> (i32, i32) {
  %zero = arith.constant 1 : i32
  %low, %high = arith.mului_extended %arg0, %zero: i32
  return %low, %high : i32, i32
}

// upstream: @muluiExtendedUnusedLow keeps the op and returns the high half:
// 0x80000000 * 0x80000000 = 2^62, high 2^30.
// RUN: combc eval %s --top=muluiExtendedUnusedLow -- 0x80000000 | FileCheck %s %exact --check-prefix=UUL
// UUL: 1073741824
func.func @muluiExtendedUnusedLow(%arg0: i32) -> i32 {
  %low, %high = arith.mului_extended %arg0, %arg0: i32
  return %high : i32
}

// upstream: @muluiExtendedScalarConstants: 57 * 133 = 7581 -> -99 : i8
// (157), 29 : i8
// RUN: combc eval %s --top=muluiExtendedScalarConstants | FileCheck %s %exact --check-prefix=USC
// USC: 157
// USC-NEXT: 29
func.func @muluiExtendedScalarConstants() -> (i8, i8) {
  %c57 = arith.constant 57 : i8
  %c133 = arith.constant 133 : i8
  %low, %high = arith.mului_extended %c57, %c133: i8 // = 7581
  return %low, %high : i8, i8
}

// upstream: @muluiExtendedVectorConstants: [5, 37, 255] * [13, 99, 255] ->
// low [65, 79, 1], high [0, 14, -2]; lane 2 here.
// RUN: combc eval %s --top=muluiExtendedVectorConstants_lane2 | FileCheck %s %exact --check-prefix=UV2
// UV2: 1
// UV2-NEXT: 254
func.func @muluiExtendedVectorConstants_lane2() -> (i8, i8) {
  %cstA = arith.constant 255 : i8
  %cstB = arith.constant 255 : i8
  %low, %high = arith.mului_extended %cstA, %cstB: i8
  return %low, %high : i8, i8
}
