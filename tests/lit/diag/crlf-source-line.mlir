// A file with CRLF line ends is read as usual; a diagnostic quotes the
// line without its CR (it used to end in an escaped \x0d).
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\r\n  %%%%0 = arith.bogus %%%%a : i8\r\n  return %%%%0 : i8\r\n}\r\n' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:2:8: error: unsupported op 'arith.bogus'{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.bogus %a : i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\r\n  return %%%%a : i8\r\n}\r\n' > %t.ok.mlir
// RUN: combc eval %t.ok.mlir 7 | FileCheck %s --check-prefix=OK
// OK: {{^}}7{{$}}
//
// An output that cannot be written says why (exit 1, as any failure).
// RUN: not combc %t.ok.mlir -o %T 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: cannot write '{{.*}}': Is a directory
