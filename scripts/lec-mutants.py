#!/usr/bin/env python3
"""lec-mutants.py: `combc lec` and simulation must agree on mutants.

For each seed, randprog.py generates a program; a mutant changes one op
(a binary op into a related one: add/sub, and/or/xor, shl/shru/shrs,
divu/remu, divs/rems, mins/maxs...; or a compare predicate: ult/ule,
slt/sle, eq/ne...).  Both are evaluated by randprog's independent Python
model (the README's semantics) on the program's vectors; then

  * a mutant the model distinguishes must be `not equivalent` (exit 1);
  * every `not equivalent` must come with a counterexample on which
    `combc eval` of the two files AND the Python model both differ, on the
    outputs lec lists;
  * `equivalent` (exit 0) is only allowed when the model did not
    distinguish them (the first rule), and a random extra 256 vectors on
    the model must agree too;
  * exit 2 (unknown, --timeout reached) is counted, never an error
    message.

Usage: lec-mutants.py --combc PATH [--seed S] [--count N] [--timeout SEC]
Prints a summary; exit status 0 when every mutant agreed, 1 otherwise.
Cost: one lec and up to two evals per mutant.
"""

import argparse
import copy
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import randprog  # noqa: E402

SWAP = {
    'add': ['sub', 'xor', 'or'], 'sub': ['add', 'xor'],
    'and': ['or', 'xor'], 'or': ['and', 'xor'], 'xor': ['or', 'and'],
    'nand': ['nor', 'xnor'], 'nor': ['nand', 'xnor'], 'xnor': ['nand'],
    'shl': ['shru', 'shrs'], 'shru': ['shl', 'shrs'], 'shrs': ['shru'],
    'divu': ['remu', 'divs'], 'remu': ['divu', 'rems'],
    'divs': ['rems', 'divu'], 'rems': ['divs', 'remu'],
    'ceildivu': ['divu'], 'ceildivs': ['divs', 'floordivs'],
    'floordivs': ['divs', 'ceildivs'],
    'maxs': ['mins', 'maxu'], 'mins': ['maxs', 'minu'],
    'maxu': ['minu', 'maxs'], 'minu': ['maxu', 'mins'],
    'mul': ['add'],
}
PRED = {'ult': 'ule', 'ule': 'ult', 'ugt': 'uge', 'uge': 'ugt',
        'slt': 'sle', 'sle': 'slt', 'sgt': 'sge', 'sge': 'sgt',
        'eq': 'ne', 'ne': 'eq'}


def respell(op, new):
    """The spelling of sem `new` in op's family, or None."""
    old = randprog.BIN_SPELL.get(op.sem)
    neu = randprog.BIN_SPELL.get(new)
    if not old or not neu:
        return None
    for i in range(4):
        if i == 2:
            if op.spell in old[2] and neu[2]:
                return neu[2][old[2].index(op.spell) % len(neu[2])]
            continue
        if old[i] == op.spell:
            return neu[i]
    return None


def mutate(prog, rnd):
    """A deep copy of prog with one op changed, or None."""
    m = copy.deepcopy(prog)
    cands = []
    for f in m.funcs:
        for b in f.blocks:
            for op in b.ops:
                if op.sem in SWAP and not op.bin and len(op.args) == 2:
                    cands.append(op)
                elif op.sem == 'icmp' and op.attrs.get('pred') in PRED:
                    cands.append(op)
    rnd.shuffle(cands)
    # an i1 add is its sub: prefer ops whose operands are wider
    cands.sort(key=lambda op: op.args[0].ty in (1, 'i1'))
    for op in cands:
        if op.sem == 'icmp':
            op.attrs['pred'] = PRED[op.attrs['pred']]
            return m, 'icmp %s' % op.attrs['pred']
        for new in SWAP[op.sem]:
            sp = respell(op, new)
            if sp and not (op.generic and '.' not in sp):
                desc = '%s -> %s' % (op.spell, sp)
                op.sem, op.spell = new, sp
                return m, desc
    return None, None


def run(cmd, timeout=300):
    return subprocess.run(cmd, capture_output=True, text=True,
                          timeout=timeout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--combc', required=True)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--timeout', type=float, default=30)
    a = ap.parse_args()
    stats = {'equivalent': 0, 'different': 0, 'unknown': 0, 'skipped': 0}
    fails = []
    with tempfile.TemporaryDirectory(prefix='combc-lecmut-') as d:
        for seed in range(a.seed, a.seed + a.count):
            rnd = random.Random(seed)
            prog = randprog.generate(seed, max_ops=30)
            mut, desc = mutate(prog, rnd)
            if not mut:
                stats['skipped'] += 1
                continue
            fa, fb = os.path.join(d, 'a.mlir'), os.path.join(d, 'b.mlir')
            with open(fa, 'w') as f:
                f.write(randprog.render_file([prog], seed))
            with open(fb, 'w') as f:
                f.write(randprog.render_file([mut], seed))
            top = prog.top.name
            ea = randprog.expected(prog, 64)
            eb = randprog.expected(mut, 64)
            model_diff = ea != eb
            r = run([a.combc, 'lec', fa, fb, '--top=' + top,
                     '--timeout=%g' % a.timeout])
            where = 'seed %d (%s)' % (seed, desc)
            if r.returncode == 2 and r.stdout.startswith('unknown'):
                stats['unknown'] += 1
                continue
            if r.returncode not in (0, 1):
                fails.append('%s: lec exit %d: %s' % (where, r.returncode,
                                                      r.stderr.strip()))
                continue
            if r.returncode == 0:
                stats['equivalent'] += 1
                vr = random.Random(seed * 7 + 1)
                extra = [tuple(vr.getrandbits(randprog.width(v.ty, 64))
                               for v in prog.top.ins) for _ in range(256)]
                if model_diff or (randprog.expected(prog, 64, extra) !=
                                  randprog.expected(mut, 64, extra)):
                    fails.append('%s: lec says equivalent, the model '
                                 'distinguishes them' % where)
                continue
            stats['different'] += 1
            lines = r.stdout.splitlines()
            vals = lines[1].split()[1:]
            outs = []
            for f in (fa, fb):
                e = run([a.combc, 'eval', f, '--top=' + top, '--'] + vals)
                outs.append(e.stdout.split() if e.returncode == 0 else
                            ['eval-error: ' + e.stderr.strip()])
            ins = [int(v, 16) for v in vals]
            ma = randprog.expected(prog, 64, [ins])[0]
            mb = randprog.expected(mut, 64, [ins])[0]
            if outs[0] == outs[1]:
                fails.append('%s: counterexample %s does not reproduce in '
                             'combc eval: %s' % (where, vals, outs[0]))
            elif ma == mb:
                fails.append('%s: counterexample %s does not reproduce in '
                             'the model: %s' % (where, vals, ma))
    print('lec-mutants: %d equivalent, %d not equivalent (reproduced), '
          '%d unknown, %d without a mutation; %d failures' % (
              stats['equivalent'], stats['different'], stats['unknown'],
              stats['skipped'], len(fails)))
    for f in fails:
        print('FAIL:', f)
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
