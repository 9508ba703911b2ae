// A branch passing one value to a block that takes two.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}branch-argument-count.mlir:8:3: error: 'cf.br' passes 1 argument to ^bb1, which takes 2{{$}}
// CHECK-NEXT: {{^}}  cf.br ^bb1(%a : i8){{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i8, %y: i8):
  return %x : i8
}
