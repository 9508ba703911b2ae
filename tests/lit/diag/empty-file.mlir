// A file with no function has nothing to evaluate: an error naming the file.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}combc: error: {{.*}}empty-file.mlir has no function or module with a body{{$}}

// nothing here
