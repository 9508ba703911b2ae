#!/usr/bin/env python3
"""bit-cycles.py: values built from their own bits (src/ir/bitsplit.c).

Each seed writes an hw.module whose word %v (4-20 bits) is a concat of
pieces, each piece an expression over the inputs and over bits of %v
itself.  The pieces are evaluated in a random order, and a piece reads
only bits of pieces before it, except a "chain" piece, which reads %v
one bit below itself through bitwise ops only (bit i from bit i - 1), so
no bit depends on itself although whole ops form cycles.  Expressions use
wires (extract, concat, replicate, reverse, extui, extsi, trunci, and
shl/shru/shrs by constants), bitwise ops (and, or, xor, mux,
arith.select) and atoms (add, mul, shl by a variable, icmp).  The op lines are shuffled (a graph region has no order).

About one design in eight instead makes a real cycle (a piece reads its
own bits, through wires alone or through an atom): combc must reject it
with "combinational cycle".

An independent Python model evaluates %v to its fixed point (one pass
per bit); `combc eval` of the MLIR, of its -O0 --emit=mlir and of its -O2
BLIF must agree with it on random inputs, and every fifth design is
simulated with iverilog (`combc sim`).

Usage: bit-cycles.py --combc PATH [--seed S] [--count N] [--out DIR]
Prints a summary; exit status 0 when every check agreed, 1 otherwise.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile


def mask(w):
    return (1 << w) - 1


class Gen:
    def __init__(self, r):
        self.r = r
        self.lines = []
        self.n = 0

    def new(self, text):
        name = '%%t%d' % self.n
        self.n += 1
        self.lines.append('  %s = %s' % (name, text))
        return name

    def const(self, w, c):
        return (self.new('hw.constant %d : i%d' % (c, w)), lambda e: c)

    def fit(self, x, xw, w):
        """x (an (ssa, fn) of width xw) to width w."""
        name, fn = x
        r = self.r
        if xw == w:
            return x
        if xw > w:
            lo = r.randrange(xw - w + 1)
            if lo == 0 and r.random() < 0.5:
                return (self.new('arith.trunci %s : i%d to i%d' %
                                 (name, xw, w)), lambda e: fn(e) & mask(w))
            return (self.new('comb.extract %s from %d : (i%d) -> i%d' %
                             (name, lo, xw, w)),
                    lambda e: (fn(e) >> lo) & mask(w))
        if w % xw == 0 and r.random() < 0.3:
            k = w // xw
            return (self.new('comb.replicate %s : (i%d) -> i%d' %
                             (name, xw, w)),
                    lambda e: sum(fn(e) << (xw * i) for i in range(k)))
        if r.random() < 0.5:
            return (self.new('arith.extui %s : i%d to i%d' % (name, xw, w)),
                    fn)

        def sext(e):
            v = fn(e)
            return v | (mask(w) ^ mask(xw)) if v >> (xw - 1) & 1 else v
        return (self.new('arith.extsi %s : i%d to i%d' % (name, xw, w)),
                sext)

    def shift_const(self, a, w, c):
        """a (an (ssa, fn) of width w) shifted by the constant c (past
        the width: all zeros or all sign bits)."""
        op = self.r.choice(['shl', 'shru', 'shrs'])
        k = self.new('hw.constant %d : i%d' % (c, w))
        fa = a[1]

        def f(e):
            x = fa(e)
            if op == 'shl':
                return (x << c) & mask(w)
            if op == 'shru':
                return x >> c
            sx = x - (1 << w) if x >> (w - 1) & 1 else x
            return (sx >> c) & mask(w)
        return (self.new('comb.%s %s, %s : i%d' % (op, a[0], k, w)), f)

    def leaf(self, w, reads):
        """An input, a constant or a read of %v (reads: (lo, width) ranges
        of %v that may be read)."""
        r = self.r
        k = r.random()
        if reads and k < 0.55:
            lo, rw = r.choice(reads)
            sub = r.randint(1, rw)
            slo = lo + r.randrange(rw - sub + 1)
            x = (self.new('comb.extract %%v from %d : (i%d) -> i%d' %
                          (slo, self.vw, sub)),
                 lambda e: (e['v'] >> slo) & mask(sub))
            return self.fit(x, sub, w)
        if k < 0.9:
            i = r.randrange(len(self.ins))
            iw = self.ins[i]
            return self.fit(('%%a%d' % i, lambda e: e['a'][i]), iw, w)
        return self.const(w, r.randrange(1 << w))

    def expr(self, w, reads, depth, atoms=True):
        r = self.r
        if depth <= 0 or r.random() < 0.25:
            return self.leaf(w, reads)
        k = r.randrange(11 if atoms else 7)
        a = self.expr(w, reads, depth - 1, atoms)
        if k == 6:  # a shift by a constant moves bits: a wire
            return self.shift_const(a, w, r.randrange(min(w + 3, 1 << w)))
        k -= k > 6
        if k in (0, 1, 2):
            op = ['and', 'or', 'xor'][k]
            b = self.expr(w, reads, depth - 1, atoms)
            f = [lambda x, y: x & y, lambda x, y: x | y,
                 lambda x, y: x ^ y][k]
            fa, fb = a[1], b[1]
            return (self.new('comb.%s %s, %s : i%d' % (op, a[0], b[0], w)),
                    lambda e: f(fa(e), fb(e)))
        if k == 3:
            c = self.expr(1, reads, depth - 1, atoms)
            b = self.expr(w, reads, depth - 1, atoms)
            fa, fb, fc = a[1], b[1], c[1]
            spell = r.choice(['comb.mux', 'arith.select'])
            return (self.new('%s %s, %s, %s : i%d' % (spell, c[0], a[0],
                                                       b[0], w)),
                    lambda e: fa(e) if fc(e) else fb(e))
        if k == 4:
            fa = a[1]
            return (self.new('comb.reverse %s : i%d' % (a[0], w)),
                    lambda e: int(format(fa(e), '0%db' % w)[::-1], 2))
        if k == 5:
            h = r.randint(1, w)
            x = self.expr(h, reads, depth - 1, atoms)
            if h == w:
                return x
            y = self.expr(w - h, reads, depth - 1, atoms)
            fx, fy = x[1], y[1]
            return (self.new('comb.concat %s, %s : i%d, i%d' %
                             (x[0], y[0], h, w - h)),
                    lambda e: fx(e) << (w - h) | fy(e))
        b = self.expr(w, reads, depth - 1, atoms)
        fa, fb = a[1], b[1]
        if k == 6:
            return (self.new('comb.add %s, %s : i%d' % (a[0], b[0], w)),
                    lambda e: (fa(e) + fb(e)) & mask(w))
        if k == 7:
            return (self.new('comb.mul %s, %s : i%d' % (a[0], b[0], w)),
                    lambda e: (fa(e) * fb(e)) & mask(w))
        if k == 8:
            return (self.new('comb.shl %s, %s : i%d' % (a[0], b[0], w)),
                    lambda e: (fa(e) << fb(e)) & mask(w)
                    if fb(e) < w else 0)
        c = self.new('comb.icmp ult %s, %s : i%d' % (a[0], b[0], w))
        return self.fit((c, lambda e: int(fa(e) < fb(e))), 1, w)


def design(seed):
    r = random.Random(seed)
    g = Gen(r)
    g.ins = [r.randint(1, 10) for _ in range(r.randint(1, 3))]
    vw = g.vw = r.randint(4, 20)
    cuts = sorted(r.sample(range(1, vw), r.randint(1, min(5, vw - 1))))
    pieces = list(zip([0] + cuts, cuts + [vw]))  # (lo, hi), lsb first
    order = list(range(len(pieces)))
    r.shuffle(order)
    real = r.random() < 0.125
    bad = r.randrange(len(pieces)) if real else -1
    fns = {}
    names = {}
    for pos, j in enumerate(order):
        lo, hi = pieces[j]
        w = hi - lo
        reads = [(pieces[i][0], pieces[i][1] - pieces[i][0])
                 for i in order[:pos]]
        if j == bad:
            # a real cycle: read this piece itself, through wires alone
            # or through an atom
            x = (g.new('comb.extract %%v from %d : (i%d) -> i%d' %
                       (lo, vw, w)), lambda e: 0)
            if r.random() < 0.5:
                y = g.expr(w, reads, 2)
                x = (g.new('comb.add %s, %s : i%d' % (x[0], y[0], w)),
                     x[1])
        elif lo > 0 and any(p[1] == lo for p in
                            [pieces[i] for i in order[:pos]]) \
                and r.random() < 0.4:
            # a chain: bit lo + i from bit lo + i - 1 of %v, bitwise only
            s = (g.new('comb.extract %%v from %d : (i%d) -> i%d' %
                       (lo - 1, vw, w)),
                 lambda e, lo=lo, w=w: (e['v'] >> (lo - 1)) & mask(w))
            if w > 1 and r.random() < 0.3:
                # the same chain by a shift left of the piece itself
                # (bit lo reads a 0 instead of bit lo - 1)
                t = g.new('comb.extract %%v from %d : (i%d) -> i%d' %
                          (lo, vw, w))
                k = g.new('hw.constant 1 : i%d' % w)
                s = (g.new('comb.shl %s, %s : i%d' % (t, k, w)),
                     lambda e, lo=lo, w=w: ((e['v'] >> lo) << 1) & mask(w))
            y = g.expr(w, reads, 2)
            op = r.choice(['and', 'or', 'xor'])
            f = {'and': lambda p, q: p & q, 'or': lambda p, q: p | q,
                 'xor': lambda p, q: p ^ q}[op]
            fs, fy = s[1], y[1]
            x = (g.new('comb.%s %s, %s : i%d' % (op, s[0], y[0], w)),
                 lambda e, f=f, fs=fs, fy=fy: f(fs(e), fy(e)))
        else:
            x = g.expr(w, reads, 3)
        names[j] = x[0]
        fns[j] = x[1]
    parts = list(range(len(pieces)))[::-1]  # msb first
    g.lines.append('  %%v = comb.concat %s : %s' % (
        ', '.join(names[j] for j in parts),
        ', '.join('i%d' % (pieces[j][1] - pieces[j][0]) for j in parts)))
    # one more output: an atom reading all of %v
    g.lines.append('  %%s = comb.add %%v, %%v : i%d' % vw)
    r.shuffle(g.lines)
    ports = ['in %%a%d : i%d' % (i, w) for i, w in enumerate(g.ins)] + \
        ['out y : i%d' % vw, 'out z : i%d' % vw]
    text = 'hw.module @top(%s) {\n%s\n  hw.output %%v, %%s : i%d, i%d\n' \
        '}\n' % (', '.join(ports), '\n'.join(g.lines), vw, vw)

    def model(args):
        e = {'a': args, 'v': 0}
        for _ in range(vw + 2):
            v = 0
            for j, (lo, hi) in enumerate(pieces):
                v |= (fns[j](e) & mask(hi - lo)) << lo
            e['v'] = v
        return [e['v'], (2 * e['v']) & mask(vw)]
    return text, g.ins, model, real


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--combc', required=True)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--out', help='keep failing designs here')
    a = ap.parse_args()
    checks = bad = reals = sims = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(a.seed, a.seed + a.count):
            text, ins, model, real = design(seed)
            path = os.path.join(tmp, 'd%d.mlir' % seed)
            with open(path, 'w') as f:
                f.write(text)
            fails = []
            if real:
                reals += 1
                p = run([a.combc, path, '-o', os.devnull])
                checks += 1
                if p.returncode != 1 or 'combinational cycle' not in p.stderr:
                    fails.append('real cycle not reported: status %d %s' %
                                 (p.returncode, p.stderr[:300]))
            else:
                mlir = os.path.join(tmp, 'd%d.o0.mlir' % seed)
                blif = os.path.join(tmp, 'd%d.blif' % seed)
                p = run([a.combc, path, '--emit=mlir', '-o', mlir])
                q = run([a.combc, path, '-O2', '--emit=blif', '-o', blif])
                if p.returncode or q.returncode:
                    fails.append('compile failed: %s' %
                                 (p.stderr + q.stderr)[:300])
                rv = random.Random(seed * 7919)
                for _ in range(0 if fails else 4):
                    args = [rv.randrange(1 << w) for w in ins]
                    want = model(args)
                    for src in (path, mlir, blif):
                        e = run([a.combc, 'eval', src] +
                                [str(x) for x in args])
                        got = [int(x) for x in e.stdout.split()] \
                            if e.returncode == 0 else e.stderr[:300]
                        checks += 1
                        if got != want:
                            fails.append('%s args %s: model %s, combc %s' %
                                         (os.path.basename(src), args, want,
                                          got))
                if not fails and seed % 5 == 0:
                    sims += 1
                    s = run([a.combc, 'sim', path, '--simulator=iverilog',
                             '--vectors=200'])
                    checks += 1
                    if s.returncode or ' 0 mismatches' not in s.stdout:
                        fails.append('sim: %s' % (s.stdout + s.stderr)[:300])
            if fails:
                bad += 1
                print('FAIL seed %d: %s' % (seed, '; '.join(fails[:3])))
                if a.out:
                    os.makedirs(a.out, exist_ok=True)
                    with open(os.path.join(a.out, 'd%d.mlir' % seed),
                              'w') as f:
                        f.write(text)
    print('bit-cycles: %d designs, %d checks, %d designs failed; %d with a '
          'real cycle, %d simulated' % (a.count, checks, bad, reals, sims))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
