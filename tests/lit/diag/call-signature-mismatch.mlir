// A call whose types do not match the callee's signature.
// RUN: not combc eval %s --top=f 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}call-signature-mismatch.mlir:11:8: error: 'func.call' to @g: argument 0 has type i16, expected i8{{$}}
// CHECK-NEXT: {{^}}  %0 = func.call @g(%a) : (i16) -> i16{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @g(%a: i8) -> i8 {
  return %a : i8
}
func.func @f(%a: i16) -> i16 {
  %0 = func.call @g(%a) : (i16) -> i16
  return %0 : i16
}
