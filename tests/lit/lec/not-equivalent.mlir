// Unequal pairs: lec exits 1 with a counterexample that `combc eval`
// reproduces on both sides (check-cex.py runs the evals).
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=add --top-b=add_off77 | FileCheck %s --check-prefix=ADD
// ADD: not equivalent
// ADD-NEXT: counterexample: 0x4d 0x{{[0-9a-f]+}}
// ADD-NEXT: output y: 0x{{[0-9a-f]+}} in {{.*}}, 0x{{[0-9a-f]+}} in
// ADD-NEXT: reproduced by combc eval
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=shl --top-b=shl_wrap | FileCheck %s --check-prefix=SHL
// SHL: not equivalent
// SHL: reproduced by combc eval
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=mul --top-b=mul_bug | FileCheck %s --check-prefix=MUL
// MUL: not equivalent
// MUL: reproduced by combc eval
// RUN: %python %S/check-cex.py %combc_path %s %s --top-a=divs --top-b=divs_trunc | FileCheck %s --check-prefix=DIV
// DIV: not equivalent
// DIV-NEXT: counterexample: {{.*}}
// DIV-NEXT: output q: {{.*}}
// DIV-NEXT: reproduced by combc eval

hw.module @add(in %a : i8, in %b : i8, out y : i8, out z : i1) {
  %0 = comb.add %a, %b : i8
  %1 = comb.icmp ult %a, %b : i8
  hw.output %0, %1 : i8, i1
}

// differs only when a == 77: simulation rarely finds it, SAT does
hw.module @add_off77(in %a : i8, in %b : i8, out y : i8, out z : i1) {
  %c = hw.constant 77 : i8
  %e = comb.icmp eq %a, %c : i8
  %0 = comb.add %a, %b : i8
  %one = hw.constant 1 : i8
  %x = comb.xor %0, %one : i8
  %r = comb.mux %e, %x, %0 : i8
  %1 = comb.icmp ult %a, %b : i8
  hw.output %r, %1 : i8, i1
}

// shl by >= width is 0 (README Semantics); a rotate-like wrap is not
hw.module @shl(in %a : i16, in %s : i16, out y : i16) {
  %0 = comb.shl %a, %s : i16
  hw.output %0 : i16
}

hw.module @shl_wrap(in %a : i16, in %s : i16, out y : i16) {
  %m = hw.constant 15 : i16
  %s4 = comb.and %s, %m : i16
  %0 = comb.shl %a, %s4 : i16
  hw.output %0 : i16
}

hw.module @mul(in %a : i12, in %b : i12, out y : i12) {
  %0 = comb.mul %a, %b : i12
  hw.output %0 : i12
}

// a * b with bit 11 of a ignored: wrong only when a >= 2048 and b odd
hw.module @mul_bug(in %a : i12, in %b : i12, out y : i12) {
  %m = hw.constant 2047 : i12
  %a2 = comb.and %a, %m : i12
  %0 = comb.mul %a2, %b : i12
  hw.output %0 : i12
}

// signed division by zero is all ones (README Semantics); MIN / -1 is MIN
hw.module @divs(in %a : i16, in %b : i16, out q : i16) {
  %0 = comb.divs %a, %b : i16
  hw.output %0 : i16
}

hw.module @divs_trunc(in %a : i16, in %b : i16, out q : i16) {
  %z = hw.constant 0 : i16
  %bz = comb.icmp eq %b, %z : i16
  %d = comb.divs %a, %b : i16
  %q = comb.mux %bz, %z, %d : i16
  hw.output %q : i16
}
