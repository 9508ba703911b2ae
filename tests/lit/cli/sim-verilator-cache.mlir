// combc sim keeps the Verilator runtime's objects (verilated.o,
// verilated_threads.o: most of a model's build time) in a cache per
// Verilator version: $COMBC_CACHE_DIR, else $XDG_CACHE_HOME/combc, else
// ~/.cache/combc; COMBC_CACHE_DIR=off turns it off.  The first build
// stores them, the next ones copy them in.
// RUN: rm -rf %t.c %t.off && mkdir %t.c
// RUN: env COMBC_CACHE_DIR=%t.c combc sim %s --simulator=verilator | FileCheck %s
// CHECK: sim: verilator: 256 vectors (exhaustive), 0 mismatches
// RUN: ls %t.c/*/ | FileCheck %s --check-prefix=OBJ
// OBJ: verilated.o
// OBJ-NEXT: verilated_threads.o
// RUN: env COMBC_CACHE_DIR=%t.c combc sim %s --simulator=verilator | FileCheck %s
// Objects that do not link (damaged here; another C++ compiler's, say)
// are no error: the model is built without them and the cache gets the
// new ones (an ELF object again).
// RUN: for f in %t.c/*/*.o; do echo junk > $f; done
// RUN: env COMBC_CACHE_DIR=%t.c combc sim %s --simulator=verilator | FileCheck %s
// RUN: od -c -N 4 %t.c/*/verilated.o | FileCheck %s --check-prefix=ELF
// ELF: 177   E   L   F
// Off: nothing is written.
// RUN: cd %T && env COMBC_CACHE_DIR=off combc sim %s --simulator=verilator | FileCheck %s
// RUN: test ! -e %T/off
// Expected by hand: y = (a & b) ^ 0xf; 0xa & 0x6 = 0x2, ^ 0xf = 13.
// RUN: combc eval %s -- 10 6 | FileCheck %s --check-prefix=EV
// EV: {{^}}13{{$}}
hw.module @m(in %a : i4, in %b : i4, out y : i4) {
  %c = hw.constant 15 : i4
  %t = comb.and %a, %b : i4
  %y = comb.xor %t, %c : i4
  hw.output %y : i4
}
