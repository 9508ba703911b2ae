// Regression (issue 9): `combc sim` built every vector in memory (abort
// after 4 GB; later a count over 1 GB of vectors was refused).  Vectors are
// now generated, evaluated, simulated and compared in batches (at most
// 65536 vectors here), so any --vectors count runs in bounded memory.
// 300000 random vectors plus 256 corner ones are 5 batches; the peak RSS
// stays far below what 300256 vectors in memory took.
// RUN: /usr/bin/time -f 'maxrss %%M' combc sim %s --top=f --simulator=iverilog --vectors=300000 > %t.out 2> %t.time
// RUN: FileCheck %s --check-prefix=IV < %t.out
// IV: sim: iverilog: 300256 vectors, 0 mismatches
// RUN: %python -c "import sys; k=int(open(sys.argv[1]).read().split('maxrss ')[1]); sys.exit(0 if k < 100000 else 'peak RSS %d KB' % k)" %t.time
//
// An exhaustive set (2^20 vectors here) stays exhaustive across batches.
// RUN: combc sim %s --top=g --simulator=iverilog > %t.out
// RUN: FileCheck %s --check-prefix=EX < %t.out
// EX: sim: iverilog: 1048576 vectors (exhaustive), 0 mismatches
hw.module @f(in %a : i32, in %b : i32, out y : i32) {
  %0 = comb.add %a, %b : i32
  hw.output %0 : i32
}
hw.module @g(in %a : i10, in %b : i10, out y : i10) {
  %0 = comb.mul %a, %b : i10
  hw.output %0 : i10
}
