// index ops take index operands only.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}index-op-on-integer.mlir:8:18: error: use of value '%a' expects different type than prior uses: 'index' vs 'i32'{{$}}
// CHECK-NEXT: {{^}}  %0 = index.add %a, %b{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: i32, %b: index) -> index {
  %0 = index.add %a, %b
  return %0 : index
}
