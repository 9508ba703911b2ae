// comb.lut's lookupTable must be an `array<i8: ...>`, not a plain list.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}lut-table-not-dense.mlir:8:8: error: 'comb.lut' needs a 'lookupTable' attribute (array<i8: ...>){{$}}
// CHECK-NEXT: {{^}}  %0 = comb.lut %a {coefficients = array<i8: 1>, lookupTable = [1, 2]} : (i8) -> i8{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = comb.lut %a {coefficients = array<i8: 1>, lookupTable = [1, 2]} : (i8) -> i8
  return %0 : i8
}
