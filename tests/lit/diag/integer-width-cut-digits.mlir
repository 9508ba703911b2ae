// A width past 2^32 is reported as written, not cut to its first 8 digits
// (i4294967296 was reported as width 42949672); a very long one is shown
// up to 20 digits, then "...".
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}integer-width-cut-digits.mlir:12:18: error: integer width 4294967296 out of range (1..65536){{$}}
// CHECK-NEXT: {{^}}func.func @f(%a: i4294967296) -> i8 {{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}
// CHECK: {{^}}{{.*}}integer-width-cut-digits.mlir:16:18: error: integer width 12345678901234567890... out of range (1..65536){{$}}
// CHECK-NEXT: {{^}}func.func @g(%a: i1234567890123456789012345678901234567890) -> i8 {{{$}}
// CHECK-NEXT: {{^}}                 ^{{$}}

func.func @f(%a: i4294967296) -> i8 {
  %0 = arith.constant 0 : i8
  return %0 : i8
}
func.func @g(%a: i1234567890123456789012345678901234567890) -> i8 {
  %0 = arith.constant 0 : i8
  return %0 : i8
}
