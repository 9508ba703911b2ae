// A miter over few inputs is decided by simulating every input pattern
// (when 2^inputs x nodes is small): an 8-bit mulsi_extended against its
// own SystemVerilog took SAT 30 s ("unknown" under a 5 s --timeout) and
// takes milliseconds now, with no SAT call.  --stats says how many
// patterns (16 inputs: 65536).  A difference found this way is a
// counterexample that eval reproduces; wider miters keep SAT (the
// 32-bit pair below: 64 inputs, which no simulation enumerates).
// RUN: combc %s --top=ext -o %t.sv
// RUN: combc lec %s %t.sv --top=ext --timeout=5 --stats 2> %t.err | FileCheck %s --check-prefix=EQ
// RUN: FileCheck %s --check-prefix=STATS < %t.err
// EQ: equivalent
// STATS: stats: lec {{.*}} sat_calls=0 {{.*}} exhaustive=65536
// RUN: combc %s --top=ext --verify -O0 -o %t.2.sv --timeout=5 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: ext: --emit=sv: equivalent
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=ext --top-b=ext_bug | FileCheck %s --check-prefix=BUG
// BUG: not equivalent
// BUG-NEXT: counterexample: 0x80 0x80
// BUG: reproduced by combc eval
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=add32 --top-b=add32_off | FileCheck %s --check-prefix=W32
// W32: not equivalent
// W32-NEXT: counterexample: 0x4d4d4d4d 0x{{[0-9a-f]+}}
// W32: reproduced by combc eval
// RUN: not combc lec %s %s --top-a=add32 --top-b=add32_off --stats 2> %t.32.err
// RUN: FileCheck %s --check-prefix=W32STATS < %t.32.err
// W32STATS: stats: lec {{.*}} exhaustive=0

func.func @ext(%a: i8, %b: i8) -> (i8, i1, i8, i8, i8, i8) {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %l, %h = arith.mulsi_extended %a, %b : i8
  %l2:2 = arith.mului_extended %a, %b : i8
  return %s, %o, %l, %h, %l2#0, %l2#1 : i8, i1, i8, i8, i8, i8
}

// the signed high half wrong only for (-128) * (-128) = 16384 = 0x4000:
// its high byte is 0x40; this one says 0x41
func.func @ext_bug(%a: i8, %b: i8) -> (i8, i1, i8, i8, i8, i8) {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %l, %h = arith.mulsi_extended %a, %b : i8
  %l2:2 = arith.mului_extended %a, %b : i8
  %min = arith.constant -128 : i8
  %ea = arith.cmpi eq, %a, %min : i8
  %eb = arith.cmpi eq, %b, %min : i8
  %both = arith.andi %ea, %eb : i1
  %one = arith.constant 1 : i8
  %h1 = arith.ori %h, %one : i8
  %hb = arith.select %both, %h1, %h : i8
  return %s, %o, %l, %hb, %l2#0, %l2#1 : i8, i1, i8, i8, i8, i8
}

hw.module @add32(in %a : i32, in %b : i32, out y : i32) {
  %0 = comb.add %a, %b : i32
  hw.output %0 : i32
}

// differs only when a == 0x4d4d4d4d
hw.module @add32_off(in %a : i32, in %b : i32, out y : i32) {
  %c = hw.constant 0x4d4d4d4d : i32
  %e = comb.icmp eq %a, %c : i32
  %0 = comb.add %a, %b : i32
  %one = hw.constant 1 : i32
  %x = comb.xor %0, %one : i32
  %r = comb.mux %e, %x, %0 : i32
  hw.output %r : i32
}
