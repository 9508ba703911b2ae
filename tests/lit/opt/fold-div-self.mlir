// fold.c: a division of x by itself.  Under README, Semantics the
// quotient is 1 for x != 0 and all ones for x = 0 (division by zero, in
// every rounding), and the remainder is 0 (x % 0 is the dividend, 0); so
// no divider is built: the quotient is "x == 0" spread above a constant 1.
// (A 130-bit `remui x, x` from a fuzz run took fraig 144 s to prove 0.)
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s --check-prefix=MLIR --implicit-check-not=div --implicit-check-not=rem --implicit-check-not=comb.mod
// RUN: for v in 0 5 -128 255 127; do combc %s --emit=mlir -O2 | combc eval - --top=self -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=EV
// RUN: for v in 0 5 -128 255 127; do combc eval %s --top=self -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=EV
// RUN: for v in 0 1; do combc %s --emit=mlir -O2 | combc eval - --top=one -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=ONE
// RUN: combc %s --top=comb_self -O2 --emit=blif -o %t.c.blif
// RUN: combc lec %s %t.c.blif --top=comb_self | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --top=wide -O2 --emit=blif --stats -o %t.blif 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: for v in "5 3" "7 7"; do combc %s --emit=mlir -O2 | combc eval - --top=wide -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=WEV
// RUN: for v in "5 3" "7 7"; do combc eval %s --top=wide -- $v | tr '\n' ' '; echo; done | FileCheck %s %exact --check-prefix=WEV
//
// MLIR: hw.module @self
// MLIR: comb.icmp eq %x, %c0_i8 : i8
// MLIR: hw.module @one
// MLIR: hw.module @comb_self
// MLIR: hw.module @wide
//
// divui divsi ceildivui ceildivsi floordivsi remui remsi, x = 0, 5, -128
// (MIN: MIN / MIN = 1), 255 (-1), 127
// EV:      255 255 255 255 255 0 0
// EV-NEXT: 1 1 1 1 1 0 0
// EV-NEXT: 1 1 1 1 1 0 0
// EV-NEXT: 1 1 1 1 1 0 0
// EV-NEXT: 1 1 1 1 1 0 0
//
// i1: 0 / 0 = 1 (all ones), 1 / 1 = 1; both remainders 0
// ONE:      1 1 0 0
// ONE-NEXT: 1 1 0 0
//
// 66 bits: a compare to zero, not three dividers (x = a ^ b: 6, then 0)
// WIDE: stats: bitblast {{.*}} ands={{[0-9][0-9]?[0-9]?}} pis=132
// WEV:      0 1
// WEV-NEXT: 0 73786976294838206463
func.func @self(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %0 = arith.divui %x, %x : i8
  %1 = arith.divsi %x, %x : i8
  %2 = arith.ceildivui %x, %x : i8
  %3 = arith.ceildivsi %x, %x : i8
  %4 = arith.floordivsi %x, %x : i8
  %5 = arith.remui %x, %x : i8
  %6 = arith.remsi %x, %x : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}

func.func @one(%x: i1) -> (i1, i1, i1, i1) {
  %0 = arith.divui %x, %x : i1
  %1 = arith.divsi %x, %x : i1
  %2 = arith.remui %x, %x : i1
  %3 = arith.remsi %x, %x : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

hw.module @comb_self(in %x : i16, out q : i16, out r : i16) {
  %q = comb.divs %x, %x : i16
  %r = comb.modu %x, %x : i16
  hw.output %q, %r : i16, i16
}

func.func @wide(%a: i66, %b: i66) -> (i66, i66) {
  %q = arith.floordivsi %a, %b : i66
  %r = arith.remui %q, %q : i66
  %x = arith.xori %a, %b : i66
  %s = arith.divui %x, %x : i66
  return %r, %s : i66, i66
}
