// --lut-rounds=N (script.c, post_rounds): after the LUT passes (packing,
// the SAT-based resynthesis, pair merges), up to N more rounds of them
// while each removes LUTs.  A resynthesized net packs anew and a fresh
// resynthesis sweeps every LUT again, so a round can find what the first
// left (6-bit signed division at LUT-6: 48 -> 43 LUTs, same depth).
// Never more LUTs or levels than without the rounds (no pass adds a LUT
// or goes past the depth bound); proven equal to the source; --verify
// proves the chain through a "rounds" stage (the rounds' packings are not
// covered by the resynthesis's own proofs).
// Spec values: divsi by zero gives -1 (all ones: 63), MIN / -1 = MIN
// (-32 = 32 as 6 unsigned bits), -7 / 2 = -3 (truncating: 61).
// RUN: combc %s --emit=blif -o %t.0.blif --stats 2> %t.0.stats
// RUN: combc %s --emit=blif -o %t.4.blif --lut-rounds=4 --stats 2> %t.4.stats
// RUN: %python -c "import re, sys; n = [[int(x) for x in re.findall(r'mfs .* luts=(\d+) depth=(\d+)', open(f).read())[0]] for f in sys.argv[1:]]; print(n); sys.exit(0 if n[1][0] < n[0][0] and n[1][1] <= n[0][1] else 1)" %t.0.stats %t.4.stats
// RUN: combc lec %s %t.4.blif | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// RUN: rm -rf %t.st && combc %s --emit=blif -o %t.v.blif --lut-rounds=4 --verify --save-stages=%t.st 2>&1 | FileCheck %s --check-prefix=VER
// VER: equivalent
// RUN: ls %t.st | FileCheck %s --check-prefix=ST
// ST: rounds.blif
// RUN: combc %s --emit=lut-mlir --lut-rounds=4 -o %t.l.mlir
// RUN: combc eval %t.l.mlir -- 5 0 | FileCheck %s --check-prefix=Z
// Z: 63
// RUN: combc eval %t.l.mlir -- -32 -1 | FileCheck %s --check-prefix=MIN
// MIN: 32
// RUN: combc eval %t.l.mlir -- -7 2 | FileCheck %s --check-prefix=TR
// TR: 61
// RUN: combc sim %s --emit=lut-sv --lut-size=4 --lut-rounds=3 --simulator=all | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
// RUN: not combc %s --lut-rounds=65 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: --lut-rounds must be 0..64
// RUN: not combc %s --lut-rounds=x 2>&1 | FileCheck %s --check-prefix=NUM
// NUM: bad number for --lut-rounds
func.func @f(%a : i6, %b : i6) -> i6 {
  %q = arith.divsi %a, %b : i6
  return %q : i6
}
