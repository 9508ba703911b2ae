// hw.module bodies are graph regions: a value may be built from its own
// bits when no bit depends on itself (CIRCT accepts this; FIRRTL struct
// and vector wires lower to it).  Ops on such a cycle of ops are split
// into bits, so the design evaluates, simulates and proves.  Expected
// values worked from comb semantics (concat: first operand most
// significant):
// @halves: v = {a, v[7:4]} = {a, a}.  a = 5: 0x55.
// @chain:  v = {v[2:0] & b, a}: v[0] = a, v[i+1] = v[i] & b[i].
//          a = 1, b = 7: 0xf; a = 1, b = 5: v = 0011 = 3; a = 0: 0.
// @atom:   v = {v[3:0] + k, a} (an add on the cycle, whole): a = 3,
//          k = 5: 0x83; a = 15, k = 1: 0x0f (15 + 1 wraps to 0).
// @muxes:  v = {s ? trunci(extui(v[3:0])) : b, a} (arith.select and
//          casts on the cycle): s = 1, a = 9, b = 2: 0x99; s = 0: 0x29;
//          t = trunci(extui(v[3:0])) = a = 0x9.
// @rev:    c = {x, ~r[1:0]}, r = reverse(c) over i4: r[1:0] = {x[0],
//          x[1]}, so c = {x[1], x[0], ~x[0], ~x[1]} and r[3..0] =
//          {~x[1], ~x[0], x[0], x[1]}.  x = 1: 0xa; x = 2: 0x5.

// RUN: combc eval %s --top=halves 5 --hex | FileCheck %s %exact --check-prefix=HALVES
// HALVES: 0x55
// RUN: combc eval %s --top=chain 1 7 | FileCheck %s %exact --check-prefix=CHAIN1
// CHAIN1: 15
// RUN: combc eval %s --top=chain 1 5 | FileCheck %s %exact --check-prefix=CHAIN2
// CHAIN2: 3
// RUN: combc eval %s --top=chain 0 7 | FileCheck %s %exact --check-prefix=CHAIN3
// CHAIN3: 0
// RUN: combc eval %s --top=atom 3 5 --hex | FileCheck %s %exact --check-prefix=ATOM1
// ATOM1: 0x83
// RUN: combc eval %s --top=atom 15 1 --hex | FileCheck %s %exact --check-prefix=ATOM2
// ATOM2: 0xf
// RUN: combc eval %s --top=muxes 1 9 2 --hex | FileCheck %s %exact --check-prefix=MUX1
// MUX1: 0x99
// MUX1-NEXT: 0x9
// RUN: combc eval %s --top=muxes 0 9 2 --hex | FileCheck %s %exact --check-prefix=MUX0
// MUX0: 0x29
// MUX0-NEXT: 0x9
// RUN: combc eval %s --top=rev 1 --hex | FileCheck %s %exact --check-prefix=REV
// REV: 0xa
// RUN: combc eval %s --top=rev 2 --hex | FileCheck %s %exact --check-prefix=REV2
// REV2: 0x5
// RUN: combc %s -o %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc sim %s --top=chain --simulator=all | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=atom --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=muxes --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=rev --simulator=all -O2 --emit=lut-sv | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
// RUN: combc %s --top=atom -O2 --emit=blif --verify -o %t.blif 2>&1 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc lec %s %t.sv --top=muxes | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --emit=mlir -o %t.mlir
// RUN: combc eval %t.mlir --top=chain 1 5 | FileCheck %s %exact --check-prefix=CHAIN2

hw.module @halves(in %a : i4, out y : i8) {
  %v = comb.concat %a, %hi : i4, i4
  %hi = comb.extract %v from 4 : (i8) -> i4
  hw.output %v : i8
}
hw.module @chain(in %a : i1, in %b : i3, out y : i4) {
  %v = comb.concat %hi, %a : i3, i1
  %lo = comb.extract %v from 0 : (i4) -> i3
  %hi = comb.and %lo, %b : i3
  hw.output %v : i4
}
hw.module @atom(in %a : i4, in %k : i4, out y : i8) {
  %v = comb.concat %s, %a : i4, i4
  %l = comb.extract %v from 0 : (i8) -> i4
  %s = comb.add %l, %k : i4
  hw.output %v : i8
}
hw.module @muxes(in %s : i1, in %a : i4, in %b : i4, out y : i8, out t : i4) {
  %v = comb.concat %m, %a : i4, i4
  %l = comb.extract %v from 0 : (i8) -> i4
  %w = arith.extui %l : i4 to i8
  %t = arith.trunci %w : i8 to i4
  %m = arith.select %s, %t, %b : i4
  hw.output %v, %t : i8, i4
}
hw.module @rev(in %x : i2, out r : i4) {
  %c = comb.concat %x, %n : i2, i2
  %r = comb.reverse %c : i4
  %lo = comb.extract %r from 0 : (i4) -> i2
  %n = comb.xor %lo, %ones : i2
  %ones = hw.constant -1 : i2
  hw.output %r : i4
}
