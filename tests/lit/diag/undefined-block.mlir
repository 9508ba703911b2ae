// A branch to a block that does not exist.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}undefined-block.mlir:8:9: error: use of undefined block '^nowhere'{{$}}
// CHECK-NEXT: {{^}}  cf.br ^nowhere(%a : i8){{$}}
// CHECK-NEXT: {{^}}        ^{{$}}

func.func @f(%a: i8) -> i8 {
  cf.br ^nowhere(%a : i8)
}
