// A non-ASCII character where a token should be is quoted whole (not its
// first byte), and the caret of a later error on a line with UTF-8 text
// counts characters, not bytes.
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\n  return \303\251%%%%a : i8\n}\n' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:2:10: error: unexpected character 'é'{{$}}
// CHECK-NEXT: {{^}}  return é%a : i8{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\n  %%%%0 = hw.constant 1 : i8 {s = "\303\251\303\251"} ?\n  return %%%%a : i8\n}\n' > %t2.mlir
// RUN: not combc %t2.mlir 2>&1 | FileCheck %s --check-prefix=COL --strict-whitespace --implicit-check-not=error:
// COL: {{^}}{{.*}}.mlir:2:40: error: expected an operation, got '?'{{$}}
// COL-NEXT: {{^}}  %0 = hw.constant 1 : i8 {s = "éé"} ?{{$}}
// COL-NEXT: {{^}}                                     ^{{$}}
