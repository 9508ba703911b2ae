// hw.struct_create with one operand for a two-field struct (CIRCT's parser
// resolves the operands against the field types and fails on the count;
// the verifier says "structure field count mismatch").  The message
// wording is not fixed yet: this checks the line, `error:` and one of
// "operand", "field", "count".
// RUN: not combc %s 2>&1 | FileCheck %s
// RUN: not combc eval %s -- 0 2>&1 | FileCheck %s

hw.module @f(in %a : i8, out s : !hw.struct<a: i8, b: i8>) {
  // CHECK: {{.*}}diag-struct-create-count.mlir:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}{{operand|field|count}}
  %0 = hw.struct_create (%a) : !hw.struct<a: i8, b: i8>
  hw.output %0 : !hw.struct<a: i8, b: i8>
}
