// Division by a small constant where depth is free (--lut-depth=any):
// a chain of K-LUT functions (src/aig/divchain.c).  a / 10 = (a >> 1) / 5;
// long division by 5 keeps a remainder S in 0..4, and S is known from
// the last three dividend and quotient bits (S = (c - 5 Q) mod 8), so
// each quotient bit is a LUT-6 of the last few dividend and quotient
// bits plus a helper every second position (bit 0 of S, a LUT of two):
// 29 quotient bits (the top two of a >> 1 give 0), 15 helpers, 3
// remainder bits (r = 2 S + a[0]) = 47 at most.  The restoring array the
// minimum depth uses maps to 54 LUT-6s under --lut-depth=any, 59 at the
// minimum depth; Yosys+ABC 57 (README, words table).
// RUN: combc %s --top=d10 -O2 --emit=blif --lut-depth=any -o %t.any.blif --stats 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: mfs {{.*}} depth={{[3-9][0-9]$}}
// RUN: grep '^.names' %t.any.blif | awk 'NF >= 4' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 32 <= n <= 47 else 1)"
// RUN: combc lec %s %t.any.blif --top-a=d10 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// Hand values: 0xffffffff = 4294967295 = 10 * 429496729 + 5;
// 1234567899 = 10 * 123456789 + 9; 9 = 10 * 0 + 9; 10 = 10 * 1 + 0.
// RUN: combc eval %t.any.blif -- 0xffffffff | FileCheck %s --check-prefix=V1
// V1: 429496729
// V1-NEXT: 5
// RUN: combc eval %t.any.blif -- 1234567899 | FileCheck %s --check-prefix=V2
// V2: 123456789
// V2-NEXT: 9
// RUN: combc eval %t.any.blif -- 9 | FileCheck %s --check-prefix=V3
// V3: 0
// V3-NEXT: 9
// RUN: combc eval %t.any.blif -- 10 | FileCheck %s --check-prefix=V4
// V4: 1
// V4-NEXT: 0
// The minimum depth keeps the array (about 10 levels).
// RUN: combc %s --top=d10 -O2 --emit=blif -o %t.min.blif --stats 2>&1 | FileCheck %s --check-prefix=MIN
// MIN: mfs {{.*}} depth={{[0-9]$|1[0-9]$}}
// Co-simulated in both simulators, with corner values and random ones.
// RUN: combc sim %s --top=d10 -O2 --emit=lut-sv --lut-depth=any --vectors=400 | FileCheck %s --check-prefix=SIM
// SIM: verilator: {{[0-9]+}} vectors, 0 mismatches
// SIM: iverilog: {{[0-9]+}} vectors, 0 mismatches
//
// Signed, by -10 (truncating toward zero; the remainder takes the
// dividend's sign): -7 / -10 = 0 r -7, -1234567890 / -10 = 123456789 r 0,
// MIN = -2147483648 / -10 = 214748364 r -8.  At K = 6 and 4.
// RUN: combc %s --top=s10 -O2 --emit=blif --lut-depth=any -o %t.s.blif
// RUN: combc lec %s %t.s.blif --top-a=s10 | FileCheck %s --check-prefix=EQ
// RUN: combc eval %t.s.blif -- -7 | FileCheck %s --check-prefix=S1
// S1: 0
// S1-NEXT: 4294967289
// RUN: combc eval %t.s.blif -- -1234567890 | FileCheck %s --check-prefix=S2
// S2: 123456789
// S2-NEXT: 0
// RUN: combc eval %t.s.blif -- 0x80000000 | FileCheck %s --check-prefix=S3
// S3: 214748364
// S3-NEXT: 4294967288
// RUN: combc %s --top=s10 -O2 --emit=blif --lut-depth=any --lut-size=4 -o %t.s4.blif
// RUN: combc lec %s %t.s4.blif --top-a=s10 | FileCheck %s --check-prefix=EQ
//
// Division by 9 of an i16 (a chain with helpers for a 4-bit state) and
// by 7 (no chain pays; the array stays), with a depth bound: 40 levels
// are at least twice the dividend's 16 bits, 20 are not.  Exhaustive
// co-simulation (16 input bits).
// RUN: combc %s --top=d9 -O2 --emit=blif --lut-depth=40 -o %t.9.blif
// RUN: combc lec %s %t.9.blif --top-a=d9 | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=d9 -O2 --emit=blif --lut-depth=20 -o %t.9b.blif
// RUN: combc lec %s %t.9b.blif --top-a=d9 | FileCheck %s --check-prefix=EQ
// The chain for 9 (55 LUT-6s in all, against 61 with the array) only
// within 40 levels.
// RUN: %python -c "import sys; c = lambda f: sum(l.startswith('.names') and len(l.split()) >= 4 for l in open(f)); a, b = c(sys.argv[1]), c(sys.argv[2]); print(a, b); sys.exit(0 if a < b else 1)" %t.9.blif %t.9b.blif
// RUN: combc sim %s --top=d9 -O2 --emit=lut-sv --lut-depth=any | FileCheck %s --check-prefix=SIMX
// SIMX: verilator: 65536 vectors (exhaustive), 0 mismatches
// SIMX: iverilog: 65536 vectors (exhaustive), 0 mismatches
// RUN: combc eval %t.9.blif -- 65535 | FileCheck %s --check-prefix=N1
// N1: 7281
// N1-NEXT: 6
// N1-NEXT: 9362
// N1-NEXT: 1
hw.module @d10(in %a : i32, out q : i32, out r : i32) {
  %k = hw.constant 10 : i32
  %q = comb.divu %a, %k : i32
  %r = comb.modu %a, %k : i32
  hw.output %q, %r : i32, i32
}

hw.module @s10(in %a : i32, out q : i32, out r : i32) {
  %k = hw.constant -10 : i32
  %q = comb.divs %a, %k : i32
  %r = comb.mods %a, %k : i32
  hw.output %q, %r : i32, i32
}

hw.module @d9(in %a : i16, out q : i16, out r : i16, out q7 : i16, out r7 : i16) {
  %k = hw.constant 9 : i16
  %k7 = hw.constant 7 : i16
  %q = comb.divu %a, %k : i16
  %r = comb.modu %a, %k : i16
  %q7 = comb.divu %a, %k7 : i16
  %r7 = comb.modu %a, %k7 : i16
  hw.output %q, %r, %q7, %r7 : i16, i16, i16, i16
}
