// Regression: i0 was rejected ("integer width 0 out of range").  CIRCT and
// MLIR use it for ports and values that carry no bits; it vanishes from
// the Verilog ports (CIRCT's ExportVerilog leaves zero-width ports out).
// combc drops every i0 port, argument, result and value after parsing, so
// every backend sees the design without them: `eval` takes no argument
// and prints no line for an i0 port (README, Semantics).
// m(a = 5): o = {a, a} = 5 * 256 + 5 = 1285, q = u.y = b = a = 5.
// f(b = 7, c = 1): the i4 result is b = 7 (the i0 ones print nothing).
// RUN: combc %s -o %t.sv
// RUN: FileCheck %s --input-file=%t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc %s --top=m --emit=lut-sv -o %t.lut.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.lut.sv
// RUN: combc eval %s --top=m 5 | FileCheck %s %exact --check-prefix=EVM
// RUN: combc eval %s --top=f 7 1 | FileCheck %s %exact --check-prefix=EVF
// RUN: combc %s --emit=mlir -O0 > %t.0.mlir
// RUN: combc eval %t.0.mlir --top=m 5 | FileCheck %s %exact --check-prefix=EVM
// RUN: combc eval %t.0.mlir --top=f 7 1 | FileCheck %s %exact --check-prefix=EVF
// RUN: combc %s --emit=mlir -O2 --top=m > %t.2.mlir
// RUN: combc eval %t.2.mlir --top=m 5 | FileCheck %s %exact --check-prefix=EVM
// RUN: FileCheck %s --input-file=%t.2.mlir --check-prefix=MLIR
// CHECK-NOT: [-1:0]
// CHECK: module sub (
// CHECK-NEXT:   input  logic [7:0] b,
// CHECK-NEXT:   output logic [7:0] y
// CHECK-NEXT: );
// CHECK: module m (
// CHECK-NEXT:   input  logic [7:0]  a,
// CHECK-NEXT:   output logic [15:0] o,
// CHECK-NEXT:   output logic [7:0]  q
// CHECK-NEXT: );
// CHECK: module f (
// CHECK-NEXT:   input  logic [3:0] b,
// MLIR-NOT: i0
// MLIR: hw.module @m(in %a : i8, out o : i16, out q : i8)
// EVM: 1285
// EVM-NEXT: 5
// EVF: 7

hw.module @sub(in %a : i0, in %b : i8, out z : i0, out y : i8) {
  %c = hw.constant 0 : i0
  hw.output %c, %b : i0, i8
}

hw.module @m(in %a : i8, in %e : i0, out o : i16, out p : i0, out q : i8) {
  %1 = comb.concat %e, %a, %e, %a : i0, i8, i0, i8
  %x = comb.extract %a from 3 : (i8) -> i0
  %r0, %r1 = hw.instance "u" @sub(a: %x: i0, b: %a: i8) -> (z: i0, y: i8)
  %k = comb.add %x, %e, %r0 : i0
  hw.output %1, %k, %r1 : i16, i0, i8
}

func.func @f(%a: i0, %b: i4, %c: i1) -> (i0, i4) {
  %z = arith.constant 0 : i0
  cf.cond_br %c, ^bb1(%z, %b : i0, i4), ^bb1(%a, %b : i0, i4)
^bb1(%p: i0, %q: i4):
  return %p, %q : i0, i4
}
