// --lut-remap=N (driver.c, remap_rounds; default 1): the LUT net read
// back as a graph (each LUT a multiplexer tree whose root selects on its
// latest input, so the graph is no deeper than the net) and mapped again
// by the whole script within the depth the first mapping reached, kept
// while a round has fewer LUTs (8x8 -> 8-bit multiply at LUT-6: 36 -> 34,
// same depth).  Never more LUTs or levels than without it; --lut-remap=0
// turns it off; proven equal to the source; --verify proves the chain
// through the round's stages, the graph read back named "lut-graph".
// Spec values (comb.mul keeps the low 8 bits): 13 * 11 = 143,
// 200 * 3 = 600 = 88 (mod 256), 255 * 255 = 65025 = 1 (mod 256).
// RUN: combc %s --emit=blif -o %t.0.blif --lut-remap=0 --stats 2> %t.0.stats
// RUN: combc %s --emit=blif -o %t.1.blif --stats 2> %t.1.stats
// RUN: FileCheck %s --check-prefix=OFF < %t.0.stats
// OFF: remap {{.*}} rounds=0 luts_in=[[N:[0-9]+]] luts=[[N]] depth=
// RUN: FileCheck %s --check-prefix=ON < %t.1.stats
// ON: remap {{.*}} rounds=1 luts_in=
// RUN: %python -c "import re, sys; n = [[int(x) for x in re.findall(r'remap .* luts=(\d+) depth=(\d+)', open(f).read())[0]] for f in sys.argv[1:]]; print(n); sys.exit(0 if n[1][0] < n[0][0] and n[1][1] <= n[0][1] else 1)" %t.0.stats %t.1.stats
// RUN: combc lec %s %t.1.blif | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: rm -rf %t.st && combc %s --emit=blif -o %t.v.blif --verify --save-stages=%t.st 2>&1 | FileCheck %s --check-prefix=VER
// VER: equivalent
// RUN: ls %t.st | FileCheck %s --check-prefix=ST
// ST: lut-graph.aig
// RUN: combc %s --emit=lut-mlir -o %t.l.mlir
// RUN: combc eval %t.l.mlir -- 13 11 | FileCheck %s --check-prefix=E1
// E1: 143
// RUN: combc eval %t.l.mlir -- 200 3 | FileCheck %s --check-prefix=E2
// E2: 88
// RUN: combc eval %t.l.mlir -- 255 255 | FileCheck %s --check-prefix=E3
// E3: 1
// RUN: combc sim %s --emit=lut-sv --lut-remap=2 --simulator=all | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
// RUN: not combc %s --lut-remap=65 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: --lut-remap must be 0..64
// RUN: not combc %s --lut-remap=x 2>&1 | FileCheck %s --check-prefix=NUM
// NUM: bad number for --lut-remap
func.func @f(%a : i8, %b : i8) -> i8 {
  %p = arith.muli %a, %b : i8
  return %p : i8
}
