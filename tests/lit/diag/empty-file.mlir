// A file with no function has nothing to evaluate: an error naming the file,
// at its start, with the source line and a caret.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}empty-file.mlir:1:1: error: {{.*}}empty-file.mlir has no function or module with a body{{$}}
// CHECK-NEXT: {{^}}// A file with no function
// CHECK-NEXT: {{^}}^{{$}}

// nothing here
