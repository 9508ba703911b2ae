// compile --verify proves every design output equal to the input and says
// so on stderr; dot is not a design.
// RUN: combc %s --verify -o %t.sv 2>&1 | FileCheck %s --check-prefix=SV
// SV: verify: mac: --emit=sv: equivalent
// SV: verify: top: --emit=sv: equivalent
// RUN: combc %s --top=top --emit=lut-sv --verify -O2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=LSV
// LSV: verify: top: --emit=lut-sv: equivalent
// RUN: combc %s --emit=lut-mlir --lut-size=3 --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=LM
// LM: verify: mac: --emit=lut-mlir: equivalent
// RUN: combc %s --top=top --emit=blif --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLIF
// BLIF: verify: top: --emit=blif: equivalent
// RUN: combc %s --top=top --emit=aiger --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=AIG
// AIG: verify: top: --emit=aiger: equivalent
// RUN: combc %s --emit=mlir -O2 --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: verify: mac: --emit=mlir: equivalent
// RUN: not combc %s --emit=blif --verify -o %t.none 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: --verify: --emit=blif holds one circuit per function; choose one with --top=NAME
// RUN: test ! -e %t.none
// RUN: not combc %s --emit=dot --verify 2>&1 | FileCheck %s --check-prefix=DOT
// DOT: --verify: --emit=dot is not a design that can be proven
hw.module @mac(in %a : i8, in %b : i8, in %c : i16, out y : i16) {
  %a16 = comb.concat %z, %a : i8, i8
  %b16 = comb.concat %z, %b : i8, i8
  %z = hw.constant 0 : i8
  %p = comb.mul %a16, %b16 : i16
  %y = comb.add %p, %c : i16
  hw.output %y : i16
}
hw.module @top(in %a : i8, in %b : i8, in %s : i3, out y : i16, out q : i8) {
  %c = hw.constant 7 : i16
  %m = hw.instance "u" @mac(a: %a : i8, b: %b : i8, c: %c : i16) -> (y: i16)
  %d = comb.divs %a, %b : i8
  %s8 = comb.concat %k, %s : i5, i3
  %k = hw.constant 0 : i5
  %q = comb.shrs %d, %s8 : i8
  hw.output %m, %q : i16, i8
}
