// Regression (issue 9): `combc sim` segfaulted on a module without ports
// (the testbench's port list was a NULL string), in both simulators.  With
// nothing to compare it runs the one empty vector and passes.
// RUN: combc sim %s --simulator=all | FileCheck %s
// CHECK: verilator: 1 vector (exhaustive), 0 mismatches
// CHECK: iverilog: 1 vector (exhaustive), 0 mismatches
hw.module @m() {
  hw.output
}
