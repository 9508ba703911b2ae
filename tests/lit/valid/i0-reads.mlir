// An op that reads i0 values (whose one value is 0) into bits is the
// constant it computes from 0 = 0: icmp eq, ule, uge, sle, sge (and comb's
// ceq, weq) give 1, the others 0; zero and sign extension give 0; parity
// of no bits is 0.  These were "not supported".
// RUN: combc eval %s 5 | FileCheck %s %exact
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 5
// RUN: combc %s -o %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: combc lec %s %t.sv | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc sim %s --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
hw.module @g(in %a : i0, in %b : i0, in %x : i4, out e : i1, out n : i1, out z : i8, out s : i8, out w : i1, out p : i1, out g : i1, out y : i4) {
  %e = comb.icmp ceq %a, %b : i0
  %n = comb.icmp sgt %a, %b : i0
  %z = arith.extui %a : i0 to i8
  %s = arith.extsi %b : i0 to i8
  %w = arith.cmpi uge, %a, %b : i0
  %p = comb.parity %a : i0
  %g = comb.icmp wne %a, %b : i0
  %ze = comb.concat %a, %x : i0, i4
  hw.output %e, %n, %z, %s, %w, %p, %g, %ze : i1, i1, i8, i8, i1, i1, i1, i4
}
