// Regression (issue 9): a file with only declarations said
// `combc: error: X has no function or module with a body` without a
// location.  It now points at the first declaration (an empty file: at its
// start), with the source line and a caret, and exits 1.
//
// RUN: not combc %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: printf '\n' > %t.empty.mlir
// RUN: not combc %t.empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// CHECK: {{^}}{{.*}}declarations-only-location.mlir:[[@LINE+3]]:1: error: {{.*}}declarations-only-location.mlir has no function or module with a body{{$}}
// CHECK-NEXT: {{^}}func.func private @f(i8) -> i8{{$}}
// CHECK-NEXT: {{^}}^{{$}}
func.func private @f(i8) -> i8
hw.module.extern @g(in %a : i8, out b : i8)
// EMPTY: {{.*}}.empty.mlir:1:1: error: {{.*}}.empty.mlir has no function or module with a body
