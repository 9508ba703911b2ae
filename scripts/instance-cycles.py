#!/usr/bin/env python3
"""instance-cycles.py: hierarchies with false cycles through instances.

Each seed writes a design of 1-3 leaf hw.modules (i8 ports; each output
is an input passed through, or (x OP y) ^ constant of two inputs) and a
top of 2-5 instances wired at random among the top's inputs and the
instances' outputs, accepted only when it is acyclic port to port (so
whole instances may well form cycles: CIRCT accepts such designs, and
combc inlines those instances, src/ir/inline.c).  An independent Python
model evaluates the wiring to its fixed point; `combc eval` of the MLIR
and of its -O2 BLIF must agree with it on random inputs.

Usage: instance-cycles.py --combc PATH [--seed S] [--count N] [--out DIR]
Prints a summary (and how many designs had a cycle of whole instances);
exit status 0 when every check agreed, 1 otherwise.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

OPS = {'add': lambda a, b: a + b, 'xor': lambda a, b: a ^ b,
       'mul': lambda a, b: a * b, 'and': lambda a, b: a & b,
       'or': lambda a, b: a | b}


def leaf(r, name):
    """A leaf module: (nin, outs, text); outs[o] = ('pass', i) or
    ('op', OP, i, j, c)."""
    nin, nout = r.randint(1, 3), r.randint(1, 3)
    outs, body, vals = [], [], []
    for o in range(nout):
        if r.random() < 0.35:
            outs.append(('pass', r.randrange(nin)))
            vals.append('%%i%d' % outs[-1][1])
            continue
        op, i, j, c = r.choice(sorted(OPS)), r.randrange(nin), \
            r.randrange(nin), r.randrange(256)
        outs.append(('op', op, i, j, c))
        body += ['  %%c%d = hw.constant %d : i8' % (o, c),
                 '  %%t%d = comb.%s %%i%d, %%i%d : i8' % (o, op, i, j),
                 '  %%v%d = comb.xor %%t%d, %%c%d : i8' % (o, o, o)]
        vals.append('%%v%d' % o)
    ports = ['in %%i%d : i8' % i for i in range(nin)] + \
        ['out o%d : i8' % o for o in range(nout)]
    text = ['hw.module @%s(%s) {' % (name, ', '.join(ports))] + body + \
        ['  hw.output %s : %s' % (', '.join(vals), ', '.join(['i8'] * nout)),
         '}']
    return nin, outs, text


def deps(out):
    return {out[1]} if out[0] == 'pass' else {out[2], out[3]}


def has_cycle(nodes, succ):
    """Does the graph (nodes, succ(n) -> iterable) have a cycle?
    Iterative DFS."""
    state = {}
    for root in nodes:
        if root in state:
            continue
        state[root] = 1
        stk = [(root, iter(succ(root)))]
        while stk:
            n, it = stk[-1]
            x = next(it, None)
            if x is None:
                state[n] = 2
                stk.pop()
            elif state.get(x) == 1:
                return True
            elif x not in state:
                state[x] = 1
                stk.append((x, iter(succ(x))))
    return False


def cyclic(insts, mods, wire):
    """Is the port graph (instance output -> the instance outputs its
    inputs read) cyclic?"""
    def succ(n):
        k, o = n
        return [(s[1], s[2]) for s in
                (wire[(k, i)] for i in sorted(deps(mods[insts[k]][1][o])))
                if s[0] == 'inst']
    return has_cycle([(k, o) for k, m in enumerate(insts)
                      for o in range(len(mods[m][1]))], succ)


def whole_cycle(insts, wire):
    """Do whole instances form a cycle (instance k reads instance j)?"""
    def succ(k):
        return sorted({s[1] for (kk, _), s in wire.items()
                       if kk == k and s[0] == 'inst'})
    return has_cycle(range(len(insts)), succ)


def design(seed):
    r = random.Random(seed)
    mods = [leaf(r, 'm%d' % i) for i in range(r.randint(1, 3))]
    ntop = r.randint(1, 3)
    insts = [r.randrange(len(mods)) for _ in range(r.randint(2, 5))]
    srcs = [('top', i) for i in range(ntop)] + \
        [('inst', k, o) for k, m in enumerate(insts)
         for o in range(len(mods[m][1]))]
    for _ in range(50):
        wire = {(k, i): r.choice(srcs) for k, m in enumerate(insts)
                for i in range(mods[m][0])}
        if not cyclic(insts, mods, wire):
            break
    else:
        return None
    outsrc = [r.choice(srcs) for _ in range(r.randint(1, 3))]

    def sname(s):
        return '%%a%d' % s[1] if s[0] == 'top' else '%%u%d.o%d' % s[1:]
    text = []
    for i, m in enumerate(mods):
        text += m[2]
    ports = ['in %%a%d : i8' % i for i in range(ntop)] + \
        ['out y%d : i8' % o for o in range(len(outsrc))]
    text.append('hw.module @top(%s) {' % ', '.join(ports))
    for k, m in enumerate(insts):
        nout = len(mods[m][1])
        text.append('  %s = hw.instance "u%d" @m%d(%s) -> (%s)' % (
            ', '.join('%%u%d.o%d' % (k, o) for o in range(nout)), k, m,
            ', '.join('i%d: %s: i8' % (i, sname(wire[(k, i)]))
                      for i in range(mods[m][0])),
            ', '.join('o%d: i8' % o for o in range(nout))))
    text.append('  hw.output %s : %s' % (
        ', '.join(sname(s) for s in outsrc),
        ', '.join(['i8'] * len(outsrc))))
    text.append('}')

    def model(args):
        val = {}

        def get(s):
            return args[s[1]] if s[0] == 'top' else val.get(s[1:], 0)
        # acyclic port to port: a fixed point within one pass per output
        for _ in range(len(srcs) + 1):
            for k, m in enumerate(insts):
                ins = [get(wire[(k, i)]) for i in range(mods[m][0])]
                for o, d in enumerate(mods[m][1]):
                    val[(k, o)] = ins[d[1]] if d[0] == 'pass' else \
                        (OPS[d[1]](ins[d[2]], ins[d[3]]) ^ d[4]) & 255
        return [get(s) for s in outsrc]
    return '\n'.join(text) + '\n', ntop, model, whole_cycle(insts, wire)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--combc', required=True)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--out', help='keep failing designs here')
    a = ap.parse_args()
    checks = bad = cycles = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(a.seed, a.seed + a.count):
            d = design(seed)
            if d is None:
                continue
            text, ntop, model, cyc = d
            cycles += cyc
            path = os.path.join(tmp, 'd%d.mlir' % seed)
            blif = os.path.join(tmp, 'd%d.blif' % seed)
            with open(path, 'w') as f:
                f.write(text)
            p = subprocess.run([a.combc, path, '--top=top', '-O2',
                                '--emit=blif', '-o', blif],
                               capture_output=True, text=True, timeout=120)
            r = random.Random(seed * 7919)
            for v in range(4):
                args = [str(r.randrange(256)) for _ in range(ntop)]
                want = model([int(x) for x in args])
                for src in ([path, '--top=top'], [blif]):
                    q = subprocess.run([a.combc, 'eval'] + src + ['--'] +
                                       args, capture_output=True, text=True,
                                       timeout=120)
                    got = [int(x) for x in q.stdout.split()] \
                        if q.returncode == 0 and p.returncode == 0 else None
                    checks += 1
                    if got != want:
                        bad += 1
                        print('MISMATCH seed %d (%s) args %s: model %s, '
                              'combc %s %s' % (seed, src[0], args, want, got,
                                               (p.stderr + q.stderr)[:300]))
                        if a.out:
                            os.makedirs(a.out, exist_ok=True)
                            with open(os.path.join(
                                    a.out, 'd%d.mlir' % seed), 'w') as f:
                                f.write(text)
    print('instance-cycles: %d checks, %d failed; %d designs with a cycle '
          'of whole instances' % (checks, bad, cycles))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
