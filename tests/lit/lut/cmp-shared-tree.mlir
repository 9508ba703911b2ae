// Compares of one operand pair in both chain directions (a < b and
// a <= b) share one tree of (less, equal) pairs, eq included
// (bitblast.c, shared_compares): the 32-bit four-compare design below
// went from 50 LUT-6s at depth 13 to 39 at depth 4.  Every predicate in
// both operand orders, signed and unsigned, is co-simulated exhaustively
// against the evaluator, and spot values are checked by hand:
// a = 3, b = -2 (0x1e): ult 1, ugt(b, a) 1, sle(b, a) 1, sgt(a, b) 1,
// uge(b, a) 1, ne 1, slt(b, a) 1, sge(a, b) 1, ule 1, eq 0.
// RUN: combc sim %s --top=c5 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
// RUN: combc %s --top=c5 --emit=lut-mlir -o %t.c5.mlir
// RUN: combc eval %t.c5.mlir --top=c5 -- 3 0x1e | tr '\n' ' ' | FileCheck %s --check-prefix=V
// V: 1 1 1 1 1 1 1 1 1 0
// RUN: combc eval %t.c5.mlir --top=c5 -- 7 7 | tr '\n' ' ' | FileCheck %s --check-prefix=W
// W: 0 0 1 0 1 0 0 1 1 1
// RUN: combc %s --top=cmp32 --emit=blif -o %t.blif --stats 2>&1 | FileCheck %s --check-prefix=DEPTH
// DEPTH: lutmap {{.*}} depth=4
// RUN: grep -c '^.names' %t.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 0 < n <= 42 else 1)"
// RUN: combc lec %s %t.blif --top-a=cmp32 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
hw.module @c5(in %a : i5, in %b : i5, out o1 : i1, out o2 : i1, out o3 : i1, out o4 : i1, out o5 : i1, out o6 : i1, out o7 : i1, out o8 : i1, out o9 : i1, out o10 : i1) {
  %1 = comb.icmp ult %a, %b : i5
  %2 = comb.icmp ugt %b, %a : i5
  %3 = comb.icmp sle %b, %a : i5
  %4 = comb.icmp sgt %a, %b : i5
  %5 = comb.icmp uge %b, %a : i5
  %6 = comb.icmp ne %b, %a : i5
  %7 = comb.icmp slt %b, %a : i5
  %8 = comb.icmp sge %a, %b : i5
  %9 = comb.icmp ule %a, %b : i5
  %10 = comb.icmp eq %a, %b : i5
  hw.output %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
hw.module @cmp32(in %a : i32, in %b : i32, out lt : i1, out slt : i1, out eq : i1, out le : i1) {
  %lt = comb.icmp ult %a, %b : i32
  %slt = comb.icmp slt %a, %b : i32
  %eq = comb.icmp eq %a, %b : i32
  %le = comb.icmp ule %a, %b : i32
  hw.output %lt, %slt, %eq, %le : i1, i1, i1, i1
}
