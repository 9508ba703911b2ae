// An unsupported first op is the only error: the block label after it
// is not taken for the entry block's (which would be "already defined").
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unsupported-first-op-then-block.mlir:9:3: error: unsupported op 'cf.assert'{{$}}
// CHECK-NEXT: {{^}}  cf.assert %c, "c must hold"{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}

func.func @f(%c: i1, %a: i8) -> i8 {
  cf.assert %c, "c must hold"
  cf.br ^bb1(%a : i8)
^bb1(%x: i8):
  return %x : i8
}
