#!/usr/bin/env python3
"""Print the RUN/CHECK lines of tests/lit/conformance/heir-issue402-lut3.mlir.

HEIR's issue_402 netlist @ops must agree with its reference
@ref(a, b, c, d) = ((a - b) * c) & d on i3.  The expected value of each
vector comes from that formula (the reference's definition), not from
combc.  The vectors: every value of each argument with the others fixed,
the all-equal diagonal, and a seeded random sample, 96 in all.

Usage: scripts/lit-lut3-vectors.py > /tmp/runs.txt, then paste the output
over the RUN block of the test.
"""
import random
import sys


def ref(a, b, c, d):
    return ((a - b) * c) & d & 7


def vectors():
    vs, seen = [], set()
    for v in range(8):
        for t in [(v, 3, 5, 7), (6, v, 5, 7), (6, 1, v, 7), (5, 2, 3, v),
                  (v, v, v, v)]:
            if t not in seen:
                seen.add(t)
                vs.append(t)
    rng = random.Random(402)
    while len(vs) < 96:
        t = tuple(rng.randrange(8) for _ in range(4))
        if t not in seen:
            seen.add(t)
            vs.append(t)
    return vs


def main():
    if sys.argv[1:]:
        print(__doc__.strip())
        sys.exit(0 if sys.argv[1] in ("-h", "--help") else 2)
    for i, (a, b, c, d) in enumerate(vectors()):
        p = 'V%d' % i
        args = '%d %d %d %d' % (a, b, c, d)
        for top in ('ref', 'ops'):
            print('// RUN: combc eval %%s --top=%s -- %s | FileCheck %%s %%exact '
                  '--check-prefix=%s' % (top, args, p))
        print('// %s: %d' % (p, ref(a, b, c, d)))


if __name__ == '__main__':
    main()
