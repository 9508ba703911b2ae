// Conformance: llvm-project's index dialect canonicalization test, evaluated.
//
// Adapted from llvm-project mlir/test/Dialect/Index/index-canonicalize.mlir.
// Part of the LLVM Project, under the Apache License v2.0 with LLVM
// Exceptions.  See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Upstream runs `mlir-opt %s -canonicalize | FileCheck %s`; that line is
// removed here and the CHECK lines are kept unchanged as the reference
// (combc's --emit=mlir reproduces them elsewhere).  The RUN / EV_* lines
// evaluate every function with `combc eval` at --index-width=64 and 32:
// - where upstream folds, the 64-bit result is the CHECK line's constant
//   (printed unsigned: -1 is 18446744073709551615) and the 32-bit result is
//   its truncation, which is what index-dialect.txt's folding rule promises;
// - where upstream does not fold (`_nofold`, `_32`, division by zero), the
//   expected values are README, Semantics's semantics at each width, and
//   they differ between the widths, which is why upstream cannot fold.
// @ceildivs_edge: upstream's comment says the 32-bit result of
// ceildivs(-2147483648, -1) is 0; by README, Semantics (MIN / -1 = MIN) it
// is 0x80000000, the truncation of the folded 2147483648.

// CHECK-LABEL: @add
// RUN: combc eval %s --top=add --index-width=64 | FileCheck %s %exact --check-prefix=EV_ADD_W64
// EV_ADD_W64: 2101
// EV_ADD_W64-NEXT: 7000002101
// RUN: combc eval %s --top=add --index-width=32 | FileCheck %s %exact --check-prefix=EV_ADD_W32
// EV_ADD_W32: 2101
// EV_ADD_W32-NEXT: 2705034805
func.func @add() -> (index, index) {
  %0 = index.constant 1
  %1 = index.constant 2100
  %2 = index.constant 3000000001
  %3 = index.constant 4000002100
  // Folds normally.
  %4 = index.add %0, %1
  // Folds even though values exceed INT32_MAX.
  %5 = index.add %2, %3

  // CHECK-DAG: %[[A:.*]] = index.constant 2101
  // CHECK-DAG: %[[B:.*]] = index.constant 7000002101
  // CHECK: return %[[A]], %[[B]]
  return %4, %5 : index, index
}

// CHECK-LABEL: @add_overflow
// RUN: combc eval %s --top=add_overflow --index-width=64 | FileCheck %s %exact --check-prefix=EV_ADD_OVERFLOW_W64
// EV_ADD_OVERFLOW_W64: 4000000000
// EV_ADD_OVERFLOW_W64-NEXT: 16000000000000000000
// RUN: combc eval %s --top=add_overflow --index-width=32 | FileCheck %s %exact --check-prefix=EV_ADD_OVERFLOW_W32
// EV_ADD_OVERFLOW_W32: 4000000000
// EV_ADD_OVERFLOW_W32-NEXT: 1983905792
func.func @add_overflow() -> (index, index) {
  %0 = index.constant 2000000000
  %1 = index.constant 8000000000000000000
  // Folds normally.
  %2 = index.add %0, %0
  // Folds and overflows.
  %3 = index.add %1, %1

  // CHECK-DAG: %[[A:.*]] = index.constant 4{{0+}}
  // CHECK-DAG: %[[B:.*]] = index.constant -2446{{[0-9]+}}
  // CHECK: return %[[A]], %[[B]]
  return %2, %3 : index, index
}

// CHECK-LABEL: @sub
// RUN: combc eval %s --top=sub --index-width=64 | FileCheck %s %exact --check-prefix=EV_SUB_W64
// EV_SUB_W64: 18446744068709551616
// RUN: combc eval %s --top=sub --index-width=32 | FileCheck %s %exact --check-prefix=EV_SUB_W32
// EV_SUB_W32: 3589934592
func.func @sub() -> index {
  %0 = index.constant -2000000000
  %1 = index.constant 3000000000
  %2 = index.sub %0, %1
  // CHECK: %[[A:.*]] = index.constant -5{{0+}}
  // CHECK: return %[[A]]
  return %2 : index
}

// CHECK-LABEL: @mul
// RUN: combc eval %s --top=mul --index-width=64 | FileCheck %s %exact --check-prefix=EV_MUL_W64
// EV_MUL_W64: 16000000004000000000
// RUN: combc eval %s --top=mul --index-width=32 | FileCheck %s %exact --check-prefix=EV_MUL_W32
// EV_MUL_W32: 1688938496
func.func @mul() -> index {
  %0 = index.constant 8000000002000000000
  %1 = index.constant 2
  %2 = index.mul %0, %1
  // CHECK: %[[A:.*]] = index.constant -2446{{[0-9]+}}
  // CHECK: return %[[A]]
  return %2 : index
}

// CHECK-LABEL: @divs
// RUN: combc eval %s --top=divs --index-width=64 | FileCheck %s %exact --check-prefix=EV_DIVS_W64
// EV_DIVS_W64: 18446744069414584320
// RUN: combc eval %s --top=divs --index-width=32 | FileCheck %s %exact --check-prefix=EV_DIVS_W32
// EV_DIVS_W32: 0
func.func @divs() -> index {
  %0 = index.constant -2
  %1 = index.constant 0x200000000
  %2 = index.divs %1, %0
  // CHECK: %[[A:.*]] = index.constant -429{{[0-9]+}}
  // CHECK: return %[[A]]
  return %2 : index
}

// CHECK-LABEL: @divs_nofold
// RUN: combc eval %s --top=divs_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_DIVS_NOFOLD_W64
// EV_DIVS_NOFOLD_W64: 18446744073709551615
// EV_DIVS_NOFOLD_W64-NEXT: 2147483648
// RUN: combc eval %s --top=divs_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_DIVS_NOFOLD_W32
// EV_DIVS_NOFOLD_W32: 4294967295
// EV_DIVS_NOFOLD_W32-NEXT: 0
func.func @divs_nofold() -> (index, index) {
  %0 = index.constant 0
  %1 = index.constant 0x100000000
  %2 = index.constant 2

  // Divide by zero.
  // CHECK: index.divs
  %3 = index.divs %2, %0
  // 32-bit result differs from 64-bit.
  // CHECK: index.divs
  %4 = index.divs %1, %2

  return %3, %4 : index, index
}

// CHECK-LABEL: @divu
// RUN: combc eval %s --top=divu --index-width=64 | FileCheck %s %exact --check-prefix=EV_DIVU_W64
// EV_DIVU_W64: 0
// RUN: combc eval %s --top=divu --index-width=32 | FileCheck %s %exact --check-prefix=EV_DIVU_W32
// EV_DIVU_W32: 0
func.func @divu() -> index {
  %0 = index.constant -2
  %1 = index.constant 0x200000000
  %2 = index.divu %1, %0
  // CHECK: %[[A:.*]] = index.constant 0
  // CHECK: return %[[A]]
  return %2 : index
}

// CHECK-LABEL: @divu_nofold
// RUN: combc eval %s --top=divu_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_DIVU_NOFOLD_W64
// EV_DIVU_NOFOLD_W64: 18446744073709551615
// EV_DIVU_NOFOLD_W64-NEXT: 2147483648
// RUN: combc eval %s --top=divu_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_DIVU_NOFOLD_W32
// EV_DIVU_NOFOLD_W32: 4294967295
// EV_DIVU_NOFOLD_W32-NEXT: 0
func.func @divu_nofold() -> (index, index) {
  %0 = index.constant 0
  %1 = index.constant 0x100000000
  %2 = index.constant 2

  // Divide by zero.
  // CHECK: index.divu
  %3 = index.divu %2, %0
  // 32-bit result differs from 64-bit.
  // CHECK: index.divu
  %4 = index.divu %1, %2

  return %3, %4 : index, index
}

// CHECK-LABEL: @ceildivs
// RUN: combc eval %s --top=ceildivs --index-width=64 | FileCheck %s %exact --check-prefix=EV_CEILDIVS_W64
// EV_CEILDIVS_W64: 0
// EV_CEILDIVS_W64-NEXT: 1
// EV_CEILDIVS_W64-NEXT: 3
// RUN: combc eval %s --top=ceildivs --index-width=32 | FileCheck %s %exact --check-prefix=EV_CEILDIVS_W32
// EV_CEILDIVS_W32: 0
// EV_CEILDIVS_W32-NEXT: 1
// EV_CEILDIVS_W32-NEXT: 3
func.func @ceildivs() -> (index, index, index) {
  %c0 = index.constant 0
  %c2 = index.constant 2
  %c5 = index.constant 5

  // CHECK-DAG: %[[A:.*]] = index.constant 0
  %0 = index.ceildivs %c0, %c5

  // CHECK-DAG: %[[B:.*]] = index.constant 1
  %1 = index.ceildivs %c2, %c5

  // CHECK-DAG: %[[C:.*]] = index.constant 3
  %2 = index.ceildivs %c5, %c2

  // CHECK: return %[[A]], %[[B]], %[[C]]
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: @ceildivs_neg
// RUN: combc eval %s --top=ceildivs_neg --index-width=64 | FileCheck %s %exact --check-prefix=EV_CEILDIVS_NEG_W64
// EV_CEILDIVS_NEG_W64: 18446744073709551614
// RUN: combc eval %s --top=ceildivs_neg --index-width=32 | FileCheck %s %exact --check-prefix=EV_CEILDIVS_NEG_W32
// EV_CEILDIVS_NEG_W32: 4294967294
func.func @ceildivs_neg() -> index {
  %c5 = index.constant -5
  %c2 = index.constant 2
  // CHECK: %[[A:.*]] = index.constant -2
  %0 = index.ceildivs %c5, %c2
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @ceildivs_edge
// RUN: combc eval %s --top=ceildivs_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_CEILDIVS_EDGE_W64
// EV_CEILDIVS_EDGE_W64: 2147483648
// EV_CEILDIVS_EDGE_W64-NEXT: 18446744071562067969
// RUN: combc eval %s --top=ceildivs_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_CEILDIVS_EDGE_W32
// EV_CEILDIVS_EDGE_W32: 2147483648
// EV_CEILDIVS_EDGE_W32-NEXT: 2147483649
func.func @ceildivs_edge() -> (index, index) {
  %cn1 = index.constant -1
  %cIntMin = index.constant -2147483648
  %cIntMax = index.constant 2147483647

  // The result is 0 on 32-bit.
  // CHECK-DAG: %[[A:.*]] = index.constant 2147483648
  %0 = index.ceildivs %cIntMin, %cn1

  // CHECK-DAG: %[[B:.*]] = index.constant -2147483647
  %1 = index.ceildivs %cIntMax, %cn1

  // CHECK: return %[[A]], %[[B]]
  return %0, %1 : index, index
}

// CHECK-LABEL: @ceildivu
// RUN: combc eval %s --top=ceildivu --index-width=64 | FileCheck %s %exact --check-prefix=EV_CEILDIVU_W64
// EV_CEILDIVU_W64: 4294967297
// RUN: combc eval %s --top=ceildivu --index-width=32 | FileCheck %s %exact --check-prefix=EV_CEILDIVU_W32
// EV_CEILDIVU_W32: 1
func.func @ceildivu() -> index {
  %0 = index.constant 0x200000001
  %1 = index.constant 2
  // CHECK: %[[A:.*]] = index.constant 429{{[0-9]+}}7
  %2 = index.ceildivu %0, %1
  // CHECK: return %[[A]]
  return %2 : index
}

// CHECK-LABEL: @floordivs
// RUN: combc eval %s --top=floordivs --index-width=64 | FileCheck %s %exact --check-prefix=EV_FLOORDIVS_W64
// EV_FLOORDIVS_W64: 18446744073709551613
// RUN: combc eval %s --top=floordivs --index-width=32 | FileCheck %s %exact --check-prefix=EV_FLOORDIVS_W32
// EV_FLOORDIVS_W32: 4294967293
func.func @floordivs() -> index {
  %0 = index.constant -5
  %1 = index.constant 2
  // CHECK: %[[A:.*]] = index.constant -3
  %2 = index.floordivs %0, %1
  // CHECK: return %[[A]]
  return %2 : index
}

// CHECK-LABEL: @floordivs_edge
// RUN: combc eval %s --top=floordivs_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_FLOORDIVS_EDGE_W64
// EV_FLOORDIVS_EDGE_W64: 18446744071562067968
// EV_FLOORDIVS_EDGE_W64-NEXT: 18446744071562067969
// RUN: combc eval %s --top=floordivs_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_FLOORDIVS_EDGE_W32
// EV_FLOORDIVS_EDGE_W32: 2147483648
// EV_FLOORDIVS_EDGE_W32-NEXT: 2147483649
func.func @floordivs_edge() -> (index, index) {
  %cIntMin = index.constant -2147483648
  %cIntMax = index.constant 2147483647
  %n1 = index.constant -1
  %p1 = index.constant 1

  // CHECK-DAG: %[[A:.*]] = index.constant -2147483648
  // CHECK-DAG: %[[B:.*]] = index.constant -2147483647
  %0 = index.floordivs %cIntMin, %p1
  %1 = index.floordivs %cIntMax, %n1

  // CHECK: return %[[A]], %[[B]]
  return %0, %1 : index, index
}

// CHECK-LABEL: @floordivs_nofold
// RUN: combc eval %s --top=floordivs_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_FLOORDIVS_NOFOLD_W64
// EV_FLOORDIVS_NOFOLD_W64: 2147483648
// RUN: combc eval %s --top=floordivs_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_FLOORDIVS_NOFOLD_W32
// EV_FLOORDIVS_NOFOLD_W32: 0
func.func @floordivs_nofold() -> index {
  %lhs = index.constant 0x100000000
  %c2 = index.constant 2

  // 32-bit result differs from 64-bit.
  // CHECK: index.floordivs
  %0 = index.floordivs %lhs, %c2

  return %0 : index
}

// CHECK-LABEL: @rems
// RUN: combc eval %s --top=rems --index-width=64 | FileCheck %s %exact --check-prefix=EV_REMS_W64
// EV_REMS_W64: 18446744073709551615
// RUN: combc eval %s --top=rems --index-width=32 | FileCheck %s %exact --check-prefix=EV_REMS_W32
// EV_REMS_W32: 4294967295
func.func @rems() -> index {
  %lhs = index.constant -5
  %rhs = index.constant 2
  // CHECK: %[[A:.*]] = index.constant -1
  %0 = index.rems %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @rems_nofold
// RUN: combc eval %s --top=rems_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_REMS_NOFOLD_W64
// EV_REMS_NOFOLD_W64: 2
// RUN: combc eval %s --top=rems_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_REMS_NOFOLD_W32
// EV_REMS_NOFOLD_W32: 0
func.func @rems_nofold() -> index {
  %lhs = index.constant 2
  %rhs = index.constant 0x100000001
  // 32-bit result differs from 64-bit.
  // CHECK: index.rems
  %0 = index.rems %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @remu
// RUN: combc eval %s --top=remu --index-width=64 | FileCheck %s %exact --check-prefix=EV_REMU_W64
// EV_REMU_W64: 2
// RUN: combc eval %s --top=remu --index-width=32 | FileCheck %s %exact --check-prefix=EV_REMU_W32
// EV_REMU_W32: 2
func.func @remu() -> index {
  %lhs = index.constant 2
  %rhs = index.constant -1
  // CHECK: %[[A:.*]] = index.constant 2
  %0 = index.remu %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @remu_nofold
// RUN: combc eval %s --top=remu_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_REMU_NOFOLD_W64
// EV_REMU_NOFOLD_W64: 2
// RUN: combc eval %s --top=remu_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_REMU_NOFOLD_W32
// EV_REMU_NOFOLD_W32: 0
func.func @remu_nofold() -> index {
  %lhs = index.constant 2
  %rhs = index.constant 0x100000001
  // 32-bit result differs from 64-bit.
  // CHECK: index.remu
  %0 = index.remu %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @maxs
// RUN: combc eval %s --top=maxs --index-width=64 | FileCheck %s %exact --check-prefix=EV_MAXS_W64
// EV_MAXS_W64: 2
// RUN: combc eval %s --top=maxs --index-width=32 | FileCheck %s %exact --check-prefix=EV_MAXS_W32
// EV_MAXS_W32: 2
func.func @maxs() -> index {
  %lhs = index.constant -4
  %rhs = index.constant 2
  // CHECK: %[[A:.*]] = index.constant 2
  %0 = index.maxs %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @maxs_nofold
// RUN: combc eval %s --top=maxs_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_MAXS_NOFOLD_W64
// EV_MAXS_NOFOLD_W64: 4294967296
// RUN: combc eval %s --top=maxs_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_MAXS_NOFOLD_W32
// EV_MAXS_NOFOLD_W32: 1
func.func @maxs_nofold() -> index {
  %lhs = index.constant 1
  %rhs = index.constant 0x100000000
  // 32-bit result differs from 64-bit.
  // CHECK: index.maxs
  %0 = index.maxs %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @maxs_edge
// RUN: combc eval %s --top=maxs_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_MAXS_EDGE_W64
// EV_MAXS_EDGE_W64: 4294967297
// RUN: combc eval %s --top=maxs_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_MAXS_EDGE_W32
// EV_MAXS_EDGE_W32: 1
func.func @maxs_edge() -> index {
  %lhs = index.constant 1
  %rhs = index.constant 0x100000001
  // Truncated 64-bit result is the same as 32-bit.
  // CHECK: %[[A:.*]] = index.constant 429{{[0-9]+}}
  %0 = index.maxs %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @maxu
// RUN: combc eval %s --top=maxu --index-width=64 | FileCheck %s %exact --check-prefix=EV_MAXU_W64
// EV_MAXU_W64: 18446744073709551615
// RUN: combc eval %s --top=maxu --index-width=32 | FileCheck %s %exact --check-prefix=EV_MAXU_W32
// EV_MAXU_W32: 4294967295
func.func @maxu() -> index {
  %lhs = index.constant -1
  %rhs = index.constant 1
  // CHECK: %[[A:.*]] = index.constant -1
  %0 = index.maxu %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @shl
// RUN: combc eval %s --top=shl --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHL_W64
// EV_SHL_W64: 512
// RUN: combc eval %s --top=shl --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHL_W32
// EV_SHL_W32: 512
func.func @shl() -> index {
  %lhs = index.constant 128
  %rhs = index.constant 2
  // CHECK: %[[A:.*]] = index.constant 512
  %0 = index.shl %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @shl_32
// RUN: combc eval %s --top=shl_32 --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHL_32_W64
// EV_SHL_32_W64: 4294967296
// RUN: combc eval %s --top=shl_32 --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHL_32_W32
// EV_SHL_32_W32: 0
func.func @shl_32() -> index {
  %lhs = index.constant 1
  %rhs = index.constant 32
  // CHECK: index.shl
  %0 = index.shl %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @shl_edge
// RUN: combc eval %s --top=shl_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHL_EDGE_W64
// EV_SHL_EDGE_W64: 8589934592000000000
// RUN: combc eval %s --top=shl_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHL_EDGE_W32
// EV_SHL_EDGE_W32: 0
func.func @shl_edge() -> index {
  %lhs = index.constant 4000000000
  %rhs = index.constant 31
  // CHECK: %[[A:.*]] = index.constant 858{{[0-9]+}}
  %0 = index.shl %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @shrs
// RUN: combc eval %s --top=shrs --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRS_W64
// EV_SHRS_W64: 32
// RUN: combc eval %s --top=shrs --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRS_W32
// EV_SHRS_W32: 32
func.func @shrs() -> index {
  %lhs = index.constant 128
  %rhs = index.constant 2
  // CHECK: %[[A:.*]] = index.constant 32
  %0 = index.shrs %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @shrs_32
// RUN: combc eval %s --top=shrs_32 --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRS_32_W64
// EV_SHRS_32_W64: 931
// RUN: combc eval %s --top=shrs_32 --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRS_32_W32
// EV_SHRS_32_W32: 0
func.func @shrs_32() -> index {
  %lhs = index.constant 4000000000000
  %rhs = index.constant 32
  // CHECK: index.shrs
  %0 = index.shrs %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @shrs_nofold
// RUN: combc eval %s --top=shrs_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRS_NOFOLD_W64
// EV_SHRS_NOFOLD_W64: 2147483648
// RUN: combc eval %s --top=shrs_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRS_NOFOLD_W32
// EV_SHRS_NOFOLD_W32: 0
func.func @shrs_nofold() -> index {
  %lhs = index.constant 0x100000000
  %rhs = index.constant 1
  // CHECK: index.shrs
  %0 = index.shrs %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @shrs_edge
// RUN: combc eval %s --top=shrs_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRS_EDGE_W64
// EV_SHRS_EDGE_W64: 137438953472
// RUN: combc eval %s --top=shrs_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRS_EDGE_W32
// EV_SHRS_EDGE_W32: 0
func.func @shrs_edge() -> index {
  %lhs = index.constant 0x10000000000
  %rhs = index.constant 3
  // CHECK: %[[A:.*]] = index.constant 137{{[0-9]+}}
  %0 = index.shrs %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @shru
// RUN: combc eval %s --top=shru --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRU_W64
// EV_SHRU_W64: 32
// RUN: combc eval %s --top=shru --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRU_W32
// EV_SHRU_W32: 32
func.func @shru() -> index {
  %lhs = index.constant 128
  %rhs = index.constant 2
  // CHECK: %[[A:.*]] = index.constant 32
  %0 = index.shru %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @shru_32
// RUN: combc eval %s --top=shru_32 --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRU_32_W64
// EV_SHRU_32_W64: 931
// RUN: combc eval %s --top=shru_32 --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRU_32_W32
// EV_SHRU_32_W32: 0
func.func @shru_32() -> index {
  %lhs = index.constant 4000000000000
  %rhs = index.constant 32
  // CHECK: index.shru
  %0 = index.shru %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @shru_nofold
// RUN: combc eval %s --top=shru_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRU_NOFOLD_W64
// EV_SHRU_NOFOLD_W64: 2147483648
// RUN: combc eval %s --top=shru_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRU_NOFOLD_W32
// EV_SHRU_NOFOLD_W32: 0
func.func @shru_nofold() -> index {
  %lhs = index.constant 0x100000000
  %rhs = index.constant 1
  // CHECK: index.shru
  %0 = index.shru %lhs, %rhs
  return %0 : index
}

// CHECK-LABEL: @shru_edge
// RUN: combc eval %s --top=shru_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_SHRU_EDGE_W64
// EV_SHRU_EDGE_W64: 137438953472
// RUN: combc eval %s --top=shru_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_SHRU_EDGE_W32
// EV_SHRU_EDGE_W32: 0
func.func @shru_edge() -> index {
  %lhs = index.constant 0x10000000000
  %rhs = index.constant 3
  // CHECK: %[[A:.*]] = index.constant 137{{[0-9]+}}
  %0 = index.shru %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @and
// RUN: combc eval %s --top=and --index-width=64 | FileCheck %s %exact --check-prefix=EV_AND_W64
// EV_AND_W64: 1
// RUN: combc eval %s --top=and --index-width=32 | FileCheck %s %exact --check-prefix=EV_AND_W32
// EV_AND_W32: 1
func.func @and() -> index {
  %lhs = index.constant 5
  %rhs = index.constant 1
  // CHECK: %[[A:.*]] = index.constant 1
  %0 = index.and %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @or
// RUN: combc eval %s --top=or --index-width=64 | FileCheck %s %exact --check-prefix=EV_OR_W64
// EV_OR_W64: 7
// RUN: combc eval %s --top=or --index-width=32 | FileCheck %s %exact --check-prefix=EV_OR_W32
// EV_OR_W32: 7
func.func @or() -> index {
  %lhs = index.constant 5
  %rhs = index.constant 2
  // CHECK: %[[A:.*]] = index.constant 7
  %0 = index.or %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @xor
// RUN: combc eval %s --top=xor --index-width=64 | FileCheck %s %exact --check-prefix=EV_XOR_W64
// EV_XOR_W64: 4
// RUN: combc eval %s --top=xor --index-width=32 | FileCheck %s %exact --check-prefix=EV_XOR_W32
// EV_XOR_W32: 4
func.func @xor() -> index {
  %lhs = index.constant 5
  %rhs = index.constant 1
  // CHECK: %[[A:.*]] = index.constant 4
  %0 = index.xor %lhs, %rhs
  // CHECK: return %[[A]]
  return %0 : index
}

// CHECK-LABEL: @cmp
// RUN: combc eval %s --top=cmp --index-width=64 | FileCheck %s %exact --check-prefix=EV_CMP_W64
// EV_CMP_W64: 0
// EV_CMP_W64-NEXT: 1
// EV_CMP_W64-NEXT: 1
// EV_CMP_W64-NEXT: 0
// RUN: combc eval %s --top=cmp --index-width=32 | FileCheck %s %exact --check-prefix=EV_CMP_W32
// EV_CMP_W32: 0
// EV_CMP_W32-NEXT: 1
// EV_CMP_W32-NEXT: 1
// EV_CMP_W32-NEXT: 0
func.func @cmp() -> (i1, i1, i1, i1) {
  %a = index.constant 0
  %b = index.constant -1
  %c = index.constant -2
  %d = index.constant 4

  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ugt(%b, %a)
  %2 = index.cmp ne(%d, %a)
  %3 = index.cmp sgt(%b, %a)

  // CHECK-DAG: %[[TRUE:.*]] = index.bool.constant true
  // CHECK-DAG: %[[FALSE:.*]] = index.bool.constant false
  // CHECK: return %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[FALSE]]
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-LABEL: @cmp_nofold
// RUN: combc eval %s --top=cmp_nofold --index-width=64 | FileCheck %s %exact --check-prefix=EV_CMP_NOFOLD_W64
// EV_CMP_NOFOLD_W64: 1
// RUN: combc eval %s --top=cmp_nofold --index-width=32 | FileCheck %s %exact --check-prefix=EV_CMP_NOFOLD_W32
// EV_CMP_NOFOLD_W32: 0
func.func @cmp_nofold() -> i1 {
  %lhs = index.constant 1
  %rhs = index.constant 0x100000000
  // 32-bit result differs from 64-bit.
  // CHECK: index.cmp slt
  %0 = index.cmp slt(%lhs, %rhs)
  return %0 : i1
}

// CHECK-LABEL: @cmp_edge
// RUN: combc eval %s --top=cmp_edge --index-width=64 | FileCheck %s %exact --check-prefix=EV_CMP_EDGE_W64
// EV_CMP_EDGE_W64: 1
// RUN: combc eval %s --top=cmp_edge --index-width=32 | FileCheck %s %exact --check-prefix=EV_CMP_EDGE_W32
// EV_CMP_EDGE_W32: 1
func.func @cmp_edge() -> i1 {
  %lhs = index.constant 1
  %rhs = index.constant 0x100000002
  // 64-bit result is the same as 32-bit.
  // CHECK: %[[TRUE:.*]] = index.bool.constant true
  %0 = index.cmp slt(%lhs, %rhs)
  // CHECK: return %[[TRUE]]
  return %0 : i1
}
