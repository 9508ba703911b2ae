// A branch passing an i8 to a block argument of type i16.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}branch-argument-type.mlir:8:3: error: 'cf.br' argument 0 to ^bb1 has type i8, expected i16{{$}}
// CHECK-NEXT: {{^}}  cf.br ^bb1(%a : i8){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i16):
  return %a : i8
}
