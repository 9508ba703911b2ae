// width.c: division of extended operands is narrowed, keeping the spec's
// corner cases (README, Semantics).
//   @sdiv8: 32-bit signed divisions of sign-extended bytes, truncated to
//     8 bits, divide 8 bits: the 8-bit MIN / -1 wraps to MIN = 0x80, which
//     is the low byte of 128; x / 0 is -1 at every width; the remainder
//     shares the quotient's operands.
//   @udiv: a 32-bit unsigned division of zero-extended bytes divides 8
//     bits; x / 0 must stay 0xffffffff, so the upper 24 bits are the
//     divisor == 0 test, replicated.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR
// RUN: for v in "-128 -1" "7 0" "-7 2" "100 -7"; do combc %s --emit=mlir -O2 | combc eval - --top=sdiv8 -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=SD
// RUN: for v in "-128 -1" "7 0" "-7 2" "100 -7"; do combc eval %s --top=sdiv8 -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=SD
// RUN: for v in "7 0" "200 3" "0 0"; do combc %s --emit=mlir -O2 | combc eval - --top=udiv -- $v; done | FileCheck %s %exact --check-prefix=UD
// RUN: for v in "7 0" "200 3" "0 0"; do combc eval %s --top=udiv -- $v; done | FileCheck %s %exact --check-prefix=UD
//
// MLIR-LABEL: hw.module @sdiv8(in %a : i8, in %b : i8,
// MLIR-DAG: comb.divs %a, %b : i8
// MLIR-DAG: comb.mods %a, %b : i8
// MLIR-DAG: arith.ceildivsi %a, %b : i8
// MLIR-DAG: arith.floordivsi %a, %b : i8
// MLIR-NOT: i32
// MLIR: hw.output
// MLIR-LABEL: hw.module @udiv(in %a : i8, in %b : i8, out result : i32) {
// MLIR-DAG: %[[Q:.+]] = comb.divu %a, %b : i8
// MLIR-DAG: %[[Z:.+]] = comb.icmp eq %b, %{{.+}} : i8
// MLIR-DAG: %[[R:.+]] = comb.replicate %[[Z]] : (i1) -> i24
// MLIR-DAG: %[[RES:.+]] = comb.concat %[[R]], %[[Q]] : i24, i8
// MLIR: hw.output %[[RES]] : i32
//
// quotient, remainder, ceiling, floor (low bytes)
// -128 / -1 = 128, remainder 0
// SD: 128 0 128 128
// 7 / 0 = -1, 7 % 0 = 7
// SD-NEXT: 255 7 255 255
// -7 / 2: -3 rem -1, ceil -3, floor -4
// SD-NEXT: 253 255 253 252
// 100 / -7: -14 rem 2, ceil -14, floor -15
// SD-NEXT: 242 2 242 241
// UD: 4294967295
// UD-NEXT: 66
// UD-NEXT: 4294967295
func.func @sdiv8(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %q = arith.divsi %x, %y : i32
  %r = arith.remsi %x, %y : i32
  %c = arith.ceildivsi %x, %y : i32
  %f = arith.floordivsi %x, %y : i32
  %q8 = arith.trunci %q : i32 to i8
  %r8 = arith.trunci %r : i32 to i8
  %c8 = arith.trunci %c : i32 to i8
  %f8 = arith.trunci %f : i32 to i8
  return %q8, %r8, %c8, %f8 : i8, i8, i8, i8
}

func.func @udiv(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %q = arith.divui %x, %y : i32
  return %q : i32
}
