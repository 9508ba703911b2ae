// A module without outputs (or whose only output is a zero-length
// array, CIRCT's zeroLenArrSlice) has an empty body in SystemVerilog;
// Yosys takes an empty module for a black box unless told not to, and
// then found no top.  It is trivially equivalent to its Verilog.
// RUN: combc %s --top=none -o %t.none.sv
// RUN: combc lec %s %t.none.sv --top=none | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=zeroLenArrSlice -o %t.zero.sv
// RUN: combc lec %s %t.zero.sv --top=zeroLenArrSlice | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=none --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=VER
// EQ: {{^}}equivalent{{$}}
// VER: verify: none: --emit=sv: equivalent

hw.module @none(in %a : i8) {
}

hw.module @zeroLenArrSlice(in %arg0 : !hw.array<4xi8>, out "": !hw.array<0xi8>) {
  %c0_i2 = hw.constant 0 : i2
  %x = hw.array_slice %arg0[%c0_i2] : (!hw.array<4xi8>) -> !hw.array<0xi8>
  hw.output %x : !hw.array<0xi8>
}
