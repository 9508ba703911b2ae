// hw.array_get whose index is not clog2(N) bits wide (CIRCT's
// IndexBitWidthConstraint: "index bit width equals
// ceil(log2(length(input))), or 0 or 1 if input contains only one
// element"): an i3 index into a 4-element array.  The message wording is not
// fixed yet: this checks the line, `error:` and "index" or "width".
// RUN: not combc %s 2>&1 | FileCheck %s
// RUN: not combc eval %s -- 0 0 2>&1 | FileCheck %s

hw.module @f(in %a : !hw.array<4xi8>, in %i : i3, out y : i8) {
  // CHECK: {{.*}}diag-array-get-index-width.mlir:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}{{index|width}}
  %0 = hw.array_get %a[%i] : !hw.array<4xi8>, i3
  hw.output %0 : i8
}
