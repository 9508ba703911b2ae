// A NUL byte is named in the message and shown as \0 in the quoted line
// (raw, it printed nothing: `got ''`); the caret stays under it.
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\n  return \000%%%%a : i8\n}\n' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:2:10: error: NUL byte in input{{$}}
// CHECK-NEXT: {{^}}  return \0%a : i8{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
