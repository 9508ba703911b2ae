// compile --verify proves every design output equal to the input and says
// so on stderr; dot is not a design.
// RUN: combc %s --verify -o %t.sv 2>&1 | FileCheck %s --check-prefix=SV
// SV: verify: mac: --emit=sv: equivalent
// SV: verify: top: --emit=sv: equivalent
// RUN: combc %s --top=top --emit=lut-sv --verify -O2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=LSV
// LSV: verify: top: --emit=lut-sv: equivalent
// RUN: combc %s --emit=lut-mlir --lut-size=3 --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=LM
// LM: verify: mac: --emit=lut-mlir: equivalent
// (BLIF at LUT-3: the LUT-6 flow, 17 s of mapping, mfs and its
// certificate, is the lut-sv run's.)
// RUN: combc %s --top=top --emit=blif --lut-size=3 --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLIF
// BLIF: verify: top: --emit=blif: equivalent
// RUN: combc %s --top=top --emit=aiger --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=AIG
// AIG: verify: top: --emit=aiger: equivalent
// RUN: combc %s --emit=mlir -O2 --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: verify: mac: --emit=mlir: equivalent
// An AIGER file holds one circuit: bad usage without --top, as a missing
// --top is elsewhere (exit 2).  (A BLIF output of several functions is
// proven model by model: lec/blif-hierarchy.test.)
// RUN: combc %s --emit=aiger --verify -o %t.none > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=TWO < %t.out
// TWO: --verify: --emit=aiger holds one circuit per function; choose one with --top=NAME
// RUN: test ! -e %t.none
// The combination is refused before compiling: no mapping runs.
// RUN: not combc %s --emit=aiger --verify --stats -o %t.none 2>&1 | FileCheck %s --check-prefix=TWO --implicit-check-not=lutmap
// RUN: combc %s --emit=dot --verify > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=DOT < %t.out
// DOT: --verify: --emit=dot is not a design that can be proven
hw.module @mac(in %a : i6, in %b : i6, in %c : i12, out y : i12) {
  %a12 = comb.concat %z, %a : i6, i6
  %b12 = comb.concat %z, %b : i6, i6
  %z = hw.constant 0 : i6
  %p = comb.mul %a12, %b12 : i12
  %y = comb.add %p, %c : i12
  hw.output %y : i12
}
// A 6-bit multiplier: proving two multiplier architectures equal is hard
// for SAT (8 bits take ABC's iprove and combc lec about 25 s each).
hw.module @top(in %a : i8, in %b : i8, in %s : i3, out y : i12, out q : i8) {
  %c = hw.constant 7 : i12
  %a6 = comb.extract %a from 0 : (i8) -> i6
  %b6 = comb.extract %b from 2 : (i8) -> i6
  %m = hw.instance "u" @mac(a: %a6 : i6, b: %b6 : i6, c: %c : i12) -> (y: i12)
  %d = comb.divs %a, %b : i8
  %s8 = comb.concat %k, %s : i5, i3
  %k = hw.constant 0 : i5
  %q = comb.shrs %d, %s8 : i8
  hw.output %m, %q : i12, i8
}
