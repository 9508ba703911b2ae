// index.casts needs index on one side.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}index-casts-no-index.mlir:8:8: error: 'index.casts' must cast between index and an integer type, got i8 to i16{{$}}
// CHECK-NEXT: {{^}}  %0 = index.casts %a : i8 to i16{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i16 {
  %0 = index.casts %a : i8 to i16
  return %0 : i16
}
