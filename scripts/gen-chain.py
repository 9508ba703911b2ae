#!/usr/bin/env python3
"""Generate a large MLIR function for parser/evaluator scaling tests.

usage: gen-chain.py N [--kind=chain|hw|cfg] > big.mlir

chain: one func.func with N ops, each using the previous result (a 10^6-deep
       dependency chain: the evaluator and verifier must not recurse on it).
hw:    one hw.module with N ops written in REVERSE order (every use is a
       forward reference in a graph region).
cfg:   a func with N/4 blocks in a straight line of cond_br diamonds.
The function computes x + N (chain, hw) so a test can check the result."""
import sys

def chain(n, out):
    out.write("func.func @chain(%x: i32) -> i32 {\n")
    out.write("  %c1 = arith.constant 1 : i32\n")
    prev = "%x"
    for i in range(n - 2):
        out.write(f"  %v{i} = arith.addi {prev}, %c1 : i32\n")
        prev = f"%v{i}"
    out.write(f"  return {prev} : i32\n}}\n")

def hw(n, out):
    out.write("hw.module @chain(in %x : i32, out y : i32) {\n")
    out.write("  %c1 = hw.constant 1 : i32\n")
    lines = []
    prev = "%x"
    for i in range(n - 2):
        lines.append(f"  %v{i} = comb.add {prev}, %c1 : i32\n")
        prev = f"%v{i}"
    out.writelines(reversed(lines))
    out.write(f"  hw.output {prev} : i32\n}}\n")

def cfg(n, out):
    k = max(1, n // 4)
    out.write("func.func @chain(%x: i32, %c: i1) -> i32 {\n")
    out.write("  %c1 = arith.constant 1 : i32\n")
    out.write("  cf.br ^b0(%x : i32)\n")
    for i in range(k):
        out.write(f"^b{i}(%a{i}: i32):\n")
        out.write(f"  %s{i} = arith.addi %a{i}, %c1 : i32\n")
        out.write(f"  cf.cond_br %c, ^b{i+1}(%s{i} : i32), ^b{i+1}(%a{i} : i32)\n")
    out.write(f"^b{k}(%r: i32):\n  return %r : i32\n}}\n")

def main():
    usage = "usage: gen-chain.py N [--kind=chain|hw|cfg] > big.mlir"
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__)
        return
    if len(sys.argv) < 2 or not sys.argv[1].isdigit():
        sys.exit(usage)
    n = int(sys.argv[1])
    kind = "chain"
    for a in sys.argv[2:]:
        if a.startswith("--kind="):
            kind = a[7:]
    kinds = {"chain": chain, "hw": hw, "cfg": cfg}
    if kind not in kinds:
        sys.exit(usage)
    kinds[kind](n, sys.stdout)

main()
