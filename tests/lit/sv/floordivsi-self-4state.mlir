// floordivsi/ceildivsi build their truncating quotient in a wire apart
// from the "b == 0 ?" guard; when the divisor is the dividend, that
// divisor also turns 0 into 1 (Verilator folded `i / i` to a 4-state
// X: Verilator lint said "4-state numbers in this context"
// for `arith.floordivsi %i, %i : i64` + trunci, difftest seed 5105).
// Other divisors guard MIN / -1 only, as divsi and remsi do, so that
// Yosys builds one array for all of them.
// x / x needs no MIN / -1 guard above one bit, and Verilator 5.006 also
// folds that guard's contradiction (x == MIN && x == -1) to X: a bit of
// divsi(x, x) failed lint the same way (difftest seed 2511251893).  By
// hand: 5 / 5 = 1, 0 / 0 = all ones (division by zero), -7 % -7 = 0,
// 0 % 0 = 0 (the dividend).
// RUN: combc %s -O0 > %t.sv
// RUN: FileCheck %s < %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc %s -O2 > %t2.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t2.sv
// (self is a 64-bit divide and multiply: Yosys's synth takes 47 s on it,
// so it is simulated but not synthesized, and proven in suite lec-heavy.)
// sim-nosynth: --top=self
// sim: --top=ceil
// sim: --top=divself
// sim: --top=divbit
// RUN: combc eval %s --top=divself -- 5 | FileCheck %s --check-prefix=E5
// E5: 0
// E5-NEXT: 1
// E5-NEXT: 0
// RUN: combc eval %s --top=divself --hex -- 0 | FileCheck %s --check-prefix=E0
// E0: 0x1
// E0-NEXT: 0xffffffff
// E0-NEXT: 0x0
// RUN: combc eval %s --top=divself -- -7 | FileCheck %s --check-prefix=E7
// E7: 0
// E7-NEXT: 1
// E7-NEXT: 0

// CHECK-LABEL: module self (
// CHECK: _q = $unsigned($signed(i) / $signed((i == 64'd0) ? 64'd1 : i));
func.func @self(%i: i64) -> i63 {
  %0 = arith.floordivsi %i, %i : i64
  %1 = arith.trunci %0 : i64 to i63
  return %1 : i63
}

// CHECK-LABEL: module ceil (
// CHECK: _q = $unsigned($signed(a) / $signed((a == 8'h80 && b == 8'hff) ? 8'd1 : b));
func.func @ceil(%a: i8, %b: i8) -> (i8, i8) {
  %0 = arith.ceildivsi %a, %b : i8
  %1 = arith.floordivsi %a, %b : i8
  return %0, %1 : i8, i8
}

// CHECK-LABEL: module divself (
// CHECK: = x == 32'd0 ? 32'hffffffff : $unsigned($signed(x) / $signed(x));
func.func @divself(%x: i32) -> (i1, i32, i32) {
  %q = arith.divsi %x, %x : i32
  %b = comb.extract %q from 12 : (i32) -> i1
  %r = arith.remsi %x, %x : i32
  return %b, %q, %r : i1, i32, i32
}

// Only the bit read (the form that failed lint).
// CHECK-LABEL: module divbit (
// CHECK: = x == 32'd0 ? 32'hffffffff : $unsigned($signed(x) / $signed(x));
func.func @divbit(%x: i32) -> i1 {
  %q = arith.divsi %x, %x : i32
  %b = comb.extract %q from 12 : (i32) -> i1
  return %b : i1
}
