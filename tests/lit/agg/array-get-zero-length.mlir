// hw.array_get of a zero-length array (valid in CIRCT: its
// zeroLenArrSlice test) has the element type; every read is past the end,
// which reads 0 (README: out-of-range reads give 0).  The ports of no
// bits vanish, so eval takes no arguments.
// RUN: combc eval %s --hex | FileCheck %s
// CHECK: {{^}}0x0{{$}}
// RUN: combc %s -o %t.sv
// RUN: combc lec %s %t.sv | FileCheck %s --check-prefix=EQ
// EQ: {{^}}equivalent{{$}}

hw.module @m(in %a : !hw.array<0xi8>, in %i : i0, out y : i8) {
  %r = hw.array_get %a[%i] : !hw.array<0xi8>, i0
  hw.output %r : i8
}
