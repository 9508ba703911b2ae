#!/usr/bin/env python3
"""Check that combc's folded --emit=mlir output means what its input means.

usage: roundtrip.py COMBC INPUT [--index-width=W] [--vectors=N] [--seed=S]

Runs `COMBC INPUT --emit=mlir [--index-width=W]`, checks that combc reads
the output back, and for every function or hw.module with a body compares
`COMBC eval` of the input and of the output on N argument vectors (corner
values and seeded random ones; N defaults to $COMBC_ROUNDTRIP_VECTORS, else
12): the printed results and the exit status
must be equal.  Without --index-width the output must agree with the input
at both --index-width=32 and 64 (it may only fold what both targets
compute alike); with it, at that width.  Prints one summary line; exit 0
when everything agrees, 1 on the first difference (shown), 2 on bad usage.
"""
import os
import random
import re
import subprocess
import sys
import tempfile


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


# func.func @f(%a: i8, %b: index) -> ...   /   hw.module @m(in %a : i8, ...
FUNC_RE = re.compile(r'^\s*func\.func @([\w$.-]+)\((.*?)\)( ->|\s*\{)')
HW_RE = re.compile(r'^\s*hw\.module @([\w$.-]+)\((.*)\)\s*\{')


def functions(text):
    """(name, [input type]) of every definition in combc's printed MLIR."""
    out = []
    for line in text.splitlines():
        m = FUNC_RE.match(line)
        if m:
            args = [a for a in m.group(2).split(', ') if a]
            out.append((m.group(1), [a.split(': ')[-1] for a in args]))
            continue
        m = HW_RE.match(line)
        if m:
            ports = [p for p in m.group(2).split(', ') if p.startswith('in ')]
            out.append((m.group(1), [p.split(' : ')[-1] for p in ports]))
    return out


def width(ty, w):
    return w if ty == 'index' else int(ty[1:])


def vectors(types, w, n, rng):
    """n argument vectors: corner values first, then random ones."""
    def corners(bits):
        m = (1 << bits) - 1
        return [0, 1, m, 1 << (bits - 1), m >> 1, 2, 0x100000000 & m,
                (0x100000001 & m) or 3, 31 & m, 32 & m]
    if not types:
        return [[]]
    vs = []
    for i in range(n):
        vec = []
        for j, ty in enumerate(types):
            bits = width(ty, w)
            c = corners(bits)
            if i < len(c):
                vec.append(c[(i + j) % len(c)])
            else:
                vec.append(rng.getrandbits(bits))
        vs.append(vec)
    return vs


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    combc, src = argv[1], argv[2]
    iw, seed = 0, 1
    nvec = int(os.environ.get('COMBC_ROUNDTRIP_VECTORS') or 12)
    for a in argv[3:]:
        if a.startswith('--index-width='):
            iw = int(a.split('=', 1)[1])
        elif a.startswith('--vectors='):
            nvec = int(a.split('=', 1)[1])
        elif a.startswith('--seed='):
            seed = int(a.split('=', 1)[1])
        else:
            print('roundtrip.py: unknown option %s' % a, file=sys.stderr)
            return 2
    cmd = [combc, src, '--emit=mlir'] + (['--index-width=%d' % iw] if iw else [])
    rc, folded, err = run(cmd)
    if rc:
        print('FAIL: %s exited %d\n%s' % (' '.join(cmd), rc, err))
        return 1
    with tempfile.NamedTemporaryFile('w', suffix='.mlir', delete=False) as t:
        t.write(folded)
        out = t.name
    try:
        rc, again, err = run([combc, out, '--emit=mlir', '-O0'])
        if rc:
            print('FAIL: the folded output does not parse back\n%s\n%s'
                  % (err, folded))
            return 1
        rng = random.Random(seed)
        funcs = functions(folded)
        nrun = 0
        for name, types in funcs:
            for w in ([iw] if iw else [32, 64]):
                for vec in vectors(types, w, nvec, rng):
                    args = ['--top=' + name, '--index-width=%d' % w, '--'] + \
                        [str(v) for v in vec]
                    a = run([combc, 'eval', src] + args)
                    b = run([combc, 'eval', out] + args)
                    nrun += 1
                    if a[:2] != b[:2]:
                        print('FAIL: @%s at index width %d, arguments %s:\n'
                              '  input  (exit %d): %r %s\n'
                              '  folded (exit %d): %r %s\n--- folded:\n%s'
                              % (name, w, vec, a[0], a[1], a[2].strip(),
                                 b[0], b[1], b[2].strip(), folded))
                        return 1
        print('roundtrip: %d functions, %d evaluations agree'
              % (len(funcs), nrun))
        return 0
    finally:
        os.unlink(out)


if __name__ == '__main__':
    sys.exit(main(sys.argv))
