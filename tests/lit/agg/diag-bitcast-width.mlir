// hw.bitcast between types of different bit widths (CIRCT's
// BitcastOp::verify rejects it): i8 to array<3xi4>, 12 bits.  The message
// wording is not fixed yet: this checks the line, `error:` and "width" or
// "bit".
// RUN: not combc %s 2>&1 | FileCheck %s
// RUN: not combc eval %s -- 0 2>&1 | FileCheck %s

hw.module @f(in %x : i8, out y : !hw.array<3xi4>) {
  // CHECK: {{.*}}diag-bitcast-width.mlir:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}{{width|bit}}
  %0 = hw.bitcast %x : (i8) -> !hw.array<3xi4>
  hw.output %0 : !hw.array<3xi4>
}
