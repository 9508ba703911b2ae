// hw.struct_extract of a field the struct type does not have (CIRCT:
// "field name 'z' not found in aggregate type").  The message wording is
// not fixed yet: this checks the line, `error:` and the word "field".
// RUN: not combc %s 2>&1 | FileCheck %s
// RUN: not combc eval %s -- 0 2>&1 | FileCheck %s

hw.module @f(in %s : !hw.struct<a: i8, b: i8>, out y : i8) {
  // CHECK: {{.*}}diag-struct-extract-unknown-field.mlir:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}field
  %0 = hw.struct_extract %s["z"] : !hw.struct<a: i8, b: i8>
  hw.output %0 : i8
}
