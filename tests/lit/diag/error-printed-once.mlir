// An error the parser meets twice on its way out (a bad token at the end of
// a function that already failed: once while skipping the function, once at
// the top level) is printed once.
// RUN: printf 'func.func @f(%%%%a: i65537) -> i8 {\n  %%%%' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:1:18: error: integer width 65537 out of range (1..65536){{$}}
// CHECK: {{^}}{{.*}}.mlir:2:3: error: expected identifier after sigil{{$}}
// CHECK-NEXT: {{^}}  %{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
