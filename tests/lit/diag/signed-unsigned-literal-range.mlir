// As MLIR's parser: a uiN literal is never negative (not even -0), and an
// siN literal lies in [-2^(N-1), 2^(N-1)), hex spellings too.  In range
// values of both kinds are accepted; the table bits are the two's
// complement pattern (-8 : si4 = 0b1000, so only index 3 is true).
// RUN: not combc eval %s --top=min_signed 1 1 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// RUN: sed -n 1,24p %s > %t.mlir
// RUN: combc eval %t.mlir --top=min_signed 1 1 | FileCheck %s --check-prefix=ONE
// RUN: combc eval %t.mlir --top=min_signed 1 0 | FileCheck %s --check-prefix=ZERO
// RUN: combc eval %t.mlir --top=max_unsigned 0 0 | FileCheck %s --check-prefix=ONE
// ERR: signed-unsigned-literal-range.mlir:26:35: error: negative integer literal not valid for unsigned type ui4
// ERR: signed-unsigned-literal-range.mlir:30:35: error: integer value 8 does not fit in si4
// ERR: signed-unsigned-literal-range.mlir:34:35: error: integer value 0xF does not fit in si4
// ERR: signed-unsigned-literal-range.mlir:38:35: error: integer value -9 does not fit in 4 bits
// ONE: {{^}}1{{$}}
// ZERO: {{^}}0{{$}}

hw.module @min_signed(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> -8 : si4
  hw.output %0 : i1
}
hw.module @max_unsigned(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> 15 : ui4
  hw.output %0 : i1
}
hw.module @neg_unsigned(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> -0 : ui4
  hw.output %0 : i1
}
hw.module @big_signed(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> 8 : si4
  hw.output %0 : i1
}
hw.module @hex_signed(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> 0xF : si4
  hw.output %0 : i1
}
hw.module @low_signed(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> -9 : si4
  hw.output %0 : i1
}
