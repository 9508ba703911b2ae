// --lut-depth trades LUT levels for LUTs.  A 32-bit adder has a LUT-6
// realization with 47 LUTs at 16 levels: a carry every two bits (a LUT
// of a[i], b[i], a[i+1], b[i+1] and the carry into bit i: 15 of them)
// and one LUT per sum bit (32).  The minimum depth is lower (a carry
// over more bits in one level needs internal propagate/generate
// signals), and costs more LUTs.  Deeper still, each sum bit can read
// the one below it (the carry into bit i+1 is a function of a[i], b[i]
// and s[i], since s[i] = a[i] ^ b[i] ^ carry): 32 LUTs, one per output,
// the fewest possible (32 different functions, none an input), at about
// 32 levels (mfs's reuse move, for relaxed depths).  So:
//  - the default (min) is shallower than 16 levels;
//  - any gets exactly 32;
//  - 16 levels gets at most one LUT more than 47 (--lut-remap finds 46),
//    and the result is <= 16 deep;
//  - 24 levels gets fewer than 16 do, <= 24 deep;
//  - a bound below the minimum depth gives the default's netlist.
// RUN: combc %s --top=add32 --emit=blif -o %t.min.blif --stats 2>&1 | FileCheck %s --check-prefix=MIN
// MIN: mfs {{.*}} depth={{([1-9]|1[0-5])$}}
// RUN: combc %s --top=add32 --emit=blif --lut-depth=any -o %t.any.blif
// RUN: grep -c '^.names' %t.any.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if n == 32 else 1)"
// RUN: combc lec %s %t.any.blif --top-a=add32 | FileCheck %s --check-prefix=LEC
// RUN: combc %s --top=add32 --emit=blif --lut-depth=16 -o %t.16.blif --stats 2>&1 | FileCheck %s --check-prefix=D16
// D16: mfs {{.*}} depth={{([1-9]|1[0-6])$}}
// RUN: grep -c '^.names' %t.16.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 32 < n <= 48 else 1)"
// RUN: combc lec %s %t.16.blif --top-a=add32 | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: combc %s --top=add32 --emit=blif --lut-depth=24 -o %t.24.blif --stats 2>&1 | FileCheck %s --check-prefix=D24
// D24: mfs {{.*}} depth={{([1-9]|1[0-9]|2[0-4])$}}
// RUN: %python -c "import sys; c = lambda f: sum(l.startswith('.names') for l in open(f)); a, b = c(sys.argv[1]), c(sys.argv[2]); print(a, b); sys.exit(0 if a < b else 1)" %t.24.blif %t.16.blif
// RUN: combc lec %s %t.24.blif --top-a=add32 | FileCheck %s --check-prefix=LEC
// Hand values through the 32-LUT chain: 0xffffffff + 1 = 0,
// 0x7fffffff + 1 = 0x80000000, 123456789 + 987654321 = 1111111110.
// RUN: combc eval %t.any.blif -- 0xffffffff 1 | FileCheck %s --check-prefix=E1
// E1: {{^}}0{{$}}
// RUN: combc eval %t.any.blif -- 0x7fffffff 1 | FileCheck %s --check-prefix=E2
// E2: 2147483648
// RUN: combc eval %t.any.blif -- 123456789 987654321 | FileCheck %s --check-prefix=E3
// E3: 1111111110
// RUN: combc %s --top=add32 --emit=blif --lut-depth=2 -o %t.2.blif
// RUN: cmp %t.2.blif %t.min.blif
// RUN: combc %s --top=add32 --emit=blif --lut-depth=min -o %t.m.blif
// RUN: cmp %t.m.blif %t.min.blif
//
// Area mapping never costs LUTs: an 8x8 multiply at any depth has no
// more LUTs than at the minimum depth (the minimum-depth mapping is one
// of the candidates; without --lut-remap, whose rounds start from
// each result and promise only to improve on it), and the divider
// below is co-simulated exhaustively (16 input bits) against the
// evaluator, division by zero included (spec: x / 0 = all ones,
// x % 0 = x).
// RUN: combc %s --top=mul8 --emit=blif --lut-remap=0 -o %t.mul.min.blif
// RUN: combc %s --top=mul8 --emit=blif --lut-depth=any --lut-remap=0 -o %t.mul.any.blif
// RUN: %python -c "import sys; c = lambda f: sum(l.startswith('.names') for l in open(f)); a, m = c(sys.argv[1]), c(sys.argv[2]); print(a, m); sys.exit(0 if a <= m else 1)" %t.mul.any.blif %t.mul.min.blif
// RUN: combc sim %s --top=div8 --emit=lut-sv --lut-depth=any --simulator=iverilog | FileCheck %s --check-prefix=SIM
// RUN: combc sim %s --top=div8 --emit=lut-sv --lut-depth=3 --lut-size=4 --simulator=verilator | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
// RUN: combc %s --top=div8 --emit=lut-mlir --lut-depth=any --lut-size=3 -o %t.div.mlir
// RUN: combc eval %t.div.mlir --top=div8 -- 200 7 | tr '\n' ' ' | FileCheck %s --check-prefix=DIV
// DIV: 28 4
// RUN: combc eval %t.div.mlir --top=div8 -- 77 0 | tr '\n' ' ' | FileCheck %s --check-prefix=DIV0
// DIV0: 255 77
//
// Bad values are usage errors (exit 2).
// RUN: not combc %s --top=add32 --lut-depth=0 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not combc %s --top=add32 --lut-depth=deep 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not combc %s --top=add32 --lut-depth=-3 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: combc %s --top=add32 --lut-depth=1073741824 2>&1; test $? = 2
// BAD: --lut-depth must be min, any or 1..2^30-1 levels
hw.module @add32(in %a : i32, in %b : i32, out s : i32) {
  %s = comb.add %a, %b : i32
  hw.output %s : i32
}
hw.module @mul8(in %a : i8, in %b : i8, out p : i8) {
  %p = comb.mul %a, %b : i8
  hw.output %p : i8
}
hw.module @div8(in %a : i8, in %b : i8, out q : i8, out r : i8) {
  %q = comb.divu %a, %b : i8
  %r = comb.modu %a, %b : i8
  hw.output %q, %r : i8, i8
}
