// A UTF-8 byte order mark at the start: mlir-opt's lexer has no case for
// it (an unexpected character), so combc rejects it too, saying what it is,
// and shows it escaped, never raw.
// RUN: printf '\357\273\277func.func @f(%%%%a: i8) -> i8 {\n  return %%%%a : i8\n}\n' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:1:1: error: byte order mark (U+FEFF) at the start of the file: MLIR text is read without one, as mlir-opt does{{$}}
// CHECK-NEXT: {{^}}\ufefffunc.func @f(%a: i8) -> i8 {{{$}}
// CHECK-NEXT: {{^}}^{{$}}
