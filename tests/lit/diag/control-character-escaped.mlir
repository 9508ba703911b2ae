// A non-printable byte is quoted as an escape (\x07), in the message and
// in the source line, and the caret after it is placed by the escape's
// width.
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\n  return \007%%%%a : i8\n}\n' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:2:10: error: unexpected character '\x07'{{$}}
// CHECK-NEXT: {{^}}  return \x07%a : i8{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\n  \033 return %%%%b : i8\n}\n' > %t2.mlir
// RUN: not combc %t2.mlir 2>&1 | FileCheck %s --check-prefix=ESC --strict-whitespace --implicit-check-not=error:
// ESC: {{^}}{{.*}}.mlir:2:3: error: unexpected character '\x1b'{{$}}
// ESC-NEXT: {{^}}  \x1b return %b : i8{{$}}
// ESC-NEXT: {{^}}  ^{{$}}
