// floordivsi/ceildivsi build their truncating quotient in a wire apart
// from the "b == 0 ?" guard, so its divisor also turns 0 into 1: no
// simulator sees a division by zero (Verilator folded `i / i` to a 4-state
// X: Verilator lint said "4-state numbers in this context"
// for `arith.floordivsi %i, %i : i64` + trunci, difftest seed 5105).
// RUN: combc %s -O0 > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc %s -O2 > %t2.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t2.sv
// sim: --top=self
// sim: --top=ceil

// CHECK-LABEL: module self (
// CHECK: _q = $unsigned($signed(i) / $signed((i == 64'd0 || i == 64'h8000000000000000 && i == 64'hffffffffffffffff) ? 64'd1 : i));
func.func @self(%i: i64) -> i63 {
  %0 = arith.floordivsi %i, %i : i64
  %1 = arith.trunci %0 : i64 to i63
  return %1 : i63
}

// CHECK-LABEL: module ceil (
// CHECK: _q = $unsigned($signed(a) / $signed((b == 8'd0 || a == 8'h80 && b == 8'hff) ? 8'd1 : b));
func.func @ceil(%a: i8, %b: i8) -> (i8, i8) {
  %0 = arith.ceildivsi %a, %b : i8
  %1 = arith.floordivsi %a, %b : i8
  return %0, %1 : i8, i8
}
