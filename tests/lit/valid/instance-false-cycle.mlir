// hw.module bodies are graph regions: instances may feed each other, or
// an instance its own input, where no path inside the callee joins those
// ports (CIRCT accepts this).  Such instances are inlined, so the design
// evaluates, simulates and proves; a cycle through the callee stays an
// error (instance-real-cycle below).
// @top: u1.y = a + 1, u2.y = u1.y + 1, o = u1.r = u2.y = a + 2;
// k (on no cycle, kept as an instance) gives p = a + 1.  a = 5: 7, 6.
// @self: u.y = b = a, so o = u.z = a + a (a = 5: 10).

// RUN: combc eval %s --top=top 5 | FileCheck %s %exact --check-prefix=TOP
// TOP: 7
// TOP-NEXT: 6
// RUN: combc eval %s --top=self 5 | FileCheck %s %exact --check-prefix=SELF
// SELF: 10
// RUN: combc eval %s --top=top 255 | FileCheck %s %exact --check-prefix=WRAP
// WRAP: 1
// WRAP-NEXT: 0
// RUN: combc sim %s --top=top --flatten --simulator=verilator | FileCheck %s --check-prefix=SIM
// RUN: combc %s --top=top -o %t.sv
// RUN: FileCheck %s --check-prefix=SV < %t.sv
// SV: module top (
// SV-NOT: stage u1
// SV: mid k (
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc sim %s --top=top --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
// RUN: combc %s --top=self -O2 --emit=blif --verify -o %t.blif 2>&1 | FileCheck %s --check-prefix=EQ
// EQ: equivalent

hw.module @stage(in %x : i8, in %fb : i8, out y : i8, out r : i8) {
  %c1 = hw.constant 1 : i8
  %0 = comb.add %x, %c1 : i8
  hw.output %0, %fb : i8, i8
}
hw.module @mid(in %x : i8, in %fb : i8, out y : i8, out r : i8) {
  %s.y, %s.r = hw.instance "s" @stage(x: %x: i8, fb: %fb: i8) -> (y: i8, r: i8)
  hw.output %s.y, %s.r : i8, i8
}
hw.module @top(in %a : i8, out o : i8, out p : i8) {
  %u1.y, %u1.r = hw.instance "u1" @mid(x: %a: i8, fb: %u2.y: i8) -> (y: i8, r: i8)
  %u2.y, %u2.r = hw.instance "u2" @mid(x: %u1.y: i8, fb: %a: i8) -> (y: i8, r: i8)
  %k.y, %k.r = hw.instance "k" @mid(x: %a: i8, fb: %a: i8) -> (y: i8, r: i8)
  hw.output %u1.r, %k.y : i8, i8
}
hw.module @sub(in %a : i8, in %b : i8, out y : i8, out z : i8) {
  %0 = comb.add %a, %a : i8
  hw.output %b, %0 : i8, i8
}
hw.module @self(in %a : i8, out o : i8) {
  %u.y, %u.z = hw.instance "u" @sub(a: %u.y: i8, b: %a: i8) -> (y: i8, z: i8)
  hw.output %u.z : i8
}
