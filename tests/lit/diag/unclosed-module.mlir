// A module whose '{' is never closed; the error names where it was opened.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unclosed-module.mlir:10:4: error: expected '}' to close '{' at 7:8, got end of file{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}   ^{{$}}

module {
  func.func @f(%a: i8) -> i8 {
    return %a : i8
  }
