// A file cut inside an op and followed only by blank lines and comments:
// "got end of file" points just past the last token (2:20 of the input),
// not at a line after the text.
// RUN: printf 'func.func @f(%%%%a: i8) -> i8 {\n  %%%%0 = comb.add %%%%a,\n\n// trailing comment\n\n' > %t.mlir
// RUN: not combc %t.mlir -o %t.sv 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// RUN: test ! -e %t.sv
// RUN: not combc eval %t.mlir 1 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}.mlir:2:20: error: expected an SSA value, got end of file{{$}}
// CHECK-NEXT: {{^}}  %0 = comb.add %a,{{$}}
// CHECK-NEXT: {{^}}                   ^{{$}}
