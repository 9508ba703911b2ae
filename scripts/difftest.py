#!/usr/bin/env python3
"""difftest.py: differential testing of combc on random programs.

For seeds S .. S+N-1, scripts/randprog.py generates programs, which are
bundled (--bundle of them per file, each with its own symbol prefix) and
checked:

  model    `combc eval` of the original IR equals an independent Python model
           of the README's semantics table (randprog.Model), at index widths 64 and 32;
  args     for a sample of programs, `combc eval F --top=T -- ARGS` with the
           inputs given on the command line (decimal, negative, hex);
  mlir     round trip: `combc F --emit=mlir -On [--index-width=N] |
           combc eval - ...` gives the same results, for -O0 -O1 -O2 and,
           when the bundle uses `index`, no width / 32 / 64 (without a width
           the printed IR is evaluated at both widths: the IR-level index
           folding rule of the index dialect);
  lut      every --lut-every'th bundle: `--emit=lut-mlir` (random
           --lut-size, -O level, --lut-pad, --lut-depth) of a top that calls the first
           --sim-programs programs side by side, read back and evaluated on
           their vectors (bit-blasting, AIG passes and LUT mapping);
           one in five also compiled to BLIF with --verify --stats: mfs's
           certificate must prove every step and no verdict may be
           'not equivalent';
  sim      every --sim-every'th bundle: `combc sim --simulator=all` of that
           top, alternately with --emit=sv and --emit=lut-sv;
  lint     every --lint-every'th bundle: `--emit=sv` of that top is accepted
           by `verilator --lint-only -Wall -Wno-DECLFILENAME` without output.

Many vectors are evaluated per process: each bundle gets `batch_fn` /
`batch_hw`, functions without inputs that call every program's top on each
of its vectors with constant arguments, so one `combc eval` checks a whole
bundle.  sim and lint are skipped (and the summary says so) while combc
reports `--emit=sv is not available yet`; any other failure is a failure.
The simulators themselves are required once sim exists.

Every combc run also fails on a crash (signal), a sanitizer report on
stderr, a timeout, or an exit status outside {0, 1, 2}.

On failure: a summary line per failure with the seed, and a repro directory
(--out, default $TMPDIR/combc-difftest) holding a reduced program and the
commands (cmd.sh).  Value mismatches keep one output and one vector, with
dead code and unused functions removed; lint and co-simulation failures are
narrowed to the one program and output that fail alone with the same
Verilator message / failing simulator, then (lint always, co-simulation
with --reduce-sim) op by op: each op replaced by a zero constant while the
failure stays.  If nothing smaller fails, the whole bundle is kept.
Failures listed in KNOWN_FAILURES (combc bugs not fixed yet) are counted
and reported but do not fail the run; --no-skip makes them failures.

Usage: difftest.py [--combc PATH] [--seed S] [--count N] [--bundle K]
                   [--sim-every M] [--lint-every M] [--lut-every M]
                   [--sim-programs K] [--opts=-O0,-O1,-O2] [--jobs J]
                   [--quick] [--out DIR] [--no-skip] [--reduce-sim] [-v]
Exit status 0 when everything passed, 1 on failures, 2 on bad usage.
"""

import argparse
import concurrent.futures as cf
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import randprog as rp  # noqa: E402

# Known combc bugs found by this script: failures whose kind matches and
# whose signature/detail matches the regex are reported as "known" and do
# not fail the run, ONLY until the bug is fixed (then delete the entry;
# --no-skip counts them as failures).  (kind, regex, description)
KNOWN_FAILURES = []   # (kind, regex, description): combc bugs not fixed yet

SAN_MARKERS = ('runtime error:', 'AddressSanitizer', 'LeakSanitizer',
               'UndefinedBehaviorSanitizer')
NOT_YET = 'is not available yet'


class Ctx:
    def __init__(self, a):
        self.a = a
        self.combc = a.combc
        self.lock = threading.Lock()
        self.fails = []
        self.stats = dict(programs=0, vectors=0, evals=0, roundtrips=0,
                          args=0, sims=0, lints=0, luts=0, procs=0,
                          certificates=0, cert_timeouts=0)
        self.sv = None            # None: unknown, True/False: available
        self.notes = []
        self.known = {}           # known bug -> how often it was hit
        self.slow = []            # (seconds, command) of slow combc runs

    def count(self, k, n=1):
        with self.lock:
            self.stats[k] += n

    def fail(self, **kw):
        if not self.a.no_skip:
            for kind, rx, desc in KNOWN_FAILURES:
                if kw.get('kind') == kind and re.search(
                        rx, kw.get('sig', '') or kw.get('detail', '')):
                    with self.lock:
                        self.known[desc] = self.known.get(desc, 0) + 1
                    return
        with self.lock:
            self.fails.append(kw)
            if self.a.verbose:
                print('FAIL', kw.get('kind'), 'seed', kw.get('seed'),
                      kw.get('detail', '')[:300], flush=True)


def run(ctx, cmd, stdin=None, timeout=None):
    """Run a command; returns (status, stdout, stderr, problem) where
    problem is None or a description of a crash / sanitizer report /
    timeout / unexpected status."""
    ctx.count('procs')
    t = timeout or ctx.a.timeout
    t0 = time.time()
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                           timeout=t, errors='replace')
    except subprocess.TimeoutExpired:
        return -1, '', '', 'timeout after %ds' % t
    dt = time.time() - t0
    if dt > ctx.a.slow and cmd[1] != 'sim':
        with ctx.lock:
            ctx.slow.append((dt, shq(cmd)))
    prob = None
    if p.returncode < 0:
        prob = 'killed by signal %d' % -p.returncode
    elif p.returncode not in (0, 1, 2):
        prob = 'exit status %d' % p.returncode
    elif any(m in p.stderr for m in SAN_MARKERS):
        prob = 'sanitizer report'
    return p.returncode, p.stdout, p.stderr, prob


def shq(cmd):
    import shlex
    return ' '.join(shlex.quote(c) for c in cmd)


# ------------------------------------------------------------- a bundle

class Bundle:
    def __init__(self, ctx, seeds, idx):
        self.ctx = ctx
        self.seeds = seeds
        self.idx = idx
        skip = () if ctx.a.no_skip else None
        self.progs = [rp.generate(s, prefix='p%d_' % s, skip=skip)
                      for s in seeds]
        self.uses_index = any(p.uses_index for p in self.progs)
        self.widths = (64, 32) if self.uses_index else (64,)
        self.exp = {W: {id(p): rp.expected(p, W) for p in self.progs}
                    for W in self.widths}
        extra = []
        self.masters = []
        for kind, name in (('func', 'batch_fn'), ('hw', 'batch_hw')):
            lines, where = rp.multi_batch(self.progs, name, kind)
            if lines:
                extra.append(lines)
                self.masters.append((name, where))
        for kind in ('func', 'hw'):
            lines = rp.sim_wrapper(self.progs[:ctx.a.lut_programs],
                                   'luttop_' + kind, kind)
            if lines:
                extra.append(lines)
        # lut-sv co-simulation: a few narrow programs (LUT netlists of wide
        # multipliers and dividers take minutes to build in Verilator)
        narrow = [p for p in self.progs if max_width(p) <= 40][:4]
        for kind in ('func', 'hw'):
            lines = rp.sim_wrapper(narrow, 'lutsim_' + kind, kind)
            if lines:
                extra.append(lines)
        self.lutsims = {k: [p.seed for p in narrow if p.top.kind == k]
                        for k in ('func', 'hw')}
        self.simtops = []
        for kind, name in (('func', 'simtop_fn'), ('hw', 'simtop_hw')):
            lines = rp.sim_wrapper(self.progs[:ctx.a.sim_programs], name,
                                   kind)
            if lines:
                extra.append(lines)
                self.simtops.append(name)
        self.text = rp.render_file(self.progs, seeds[0], extra=extra)
        self.path = os.path.join(ctx.work, 'bundle_%d.mlir' % seeds[0])
        with open(self.path, 'w') as fh:
            fh.write(self.text)

    def expect_master(self, where, W):
        return [self.exp[W][id(p)][k][j] for p, k, j in where]

    def check_outputs(self, kind, where, W, got, want, cmd, extra='',
                      lut=None):
        """Compare per-output; record the first mismatch per program."""
        seen = set()
        ok = True
        if len(got) != len(want):
            self.ctx.fail(kind=kind, seed=self.seeds[0], bundle=self.path,
                          cmd=cmd, detail='%d results, expected %d%s' % (
                              len(got), len(want), extra))
            return False
        for (p, k, j), g, w in zip(where, got, want):
            if g != w and id(p) not in seen:
                seen.add(id(p))
                ok = False
                self.ctx.fail(kind=kind, seed=p.seed, bundle=self.path,
                              cmd=cmd, vector=k, output=j, W=W,
                              got=g, want=w, prog=p, lut=lut,
                              detail='@%s vector %d %s output %d: got %s, '
                              'expected %s%s' % (
                                  p.top.name, k, list(p.vectors[k]), j, g, w,
                                  extra))
        return ok

    def eval_master(self, name, W, stdin=None, path=None):
        cmd = [self.ctx.combc, 'eval', path or self.path, '--top=' + name,
               '--index-width=%d' % W]
        rc, out, err, prob = run(self.ctx, cmd, stdin=stdin)
        self.ctx.count('evals')
        return cmd, rc, out, err, prob

    def parse_out(self, out):
        try:
            return [int(x, 0) for x in out.split()]
        except ValueError:
            return None

    def run_all(self):
        ctx = self.ctx
        ctx.count('programs', len(self.progs))
        ctx.count('vectors', sum(len(p.vectors) for p in self.progs))
        if not self.check_model():
            return
        self.check_args()
        self.check_roundtrip()
        if ctx.a.lut_every and self.idx % ctx.a.lut_every == 0:
            self.check_lut()
        if ctx.sv is not False and self.idx % ctx.a.lint_every == 0:
            self.check_lint()
        if ctx.sv is not False and ctx.a.sim_every and \
                self.idx % ctx.a.sim_every == 0:
            self.check_sim()

    # -- model: evaluator of the original IR vs the Python model
    def check_model(self):
        ok = True
        for name, where in self.masters:
            for W in self.widths:
                cmd, rc, out, err, prob = self.eval_master(name, W)
                if prob or rc != 0:
                    self.rejected(cmd, rc, err, prob, W)
                    return False
                got = self.parse_out(out)
                ok &= self.check_outputs('model', where, W, got,
                                         self.expect_master(where, W),
                                         shq(cmd))
        return ok

    def rejected(self, cmd, rc, err, prob, W):
        """combc failed on the bundle: find the programs it fails on."""
        found = False
        for p in self.progs:
            text = rp.render_file([p], p.seed,
                                  extra=[rp.batch_wrapper(p, 'batch')])
            path = os.path.join(self.ctx.work, 'prog_%d.mlir' % p.seed)
            with open(path, 'w') as fh:
                fh.write(text)
            c = [self.ctx.combc, 'eval', path, '--top=batch',
                 '--index-width=%d' % W]
            rc2, out2, err2, prob2 = run(self.ctx, c)
            if prob2 or rc2 != 0:
                found = True
                self.ctx.fail(kind='crash' if prob2 else 'rejected',
                              seed=p.seed, bundle=path, cmd=shq(c),
                              detail=(prob2 or 'exit %d' % rc2) + ': ' +
                              first_lines(err2))
        if not found:
            self.ctx.fail(kind='crash' if prob else 'rejected',
                          seed=self.seeds[0], bundle=self.path, cmd=shq(cmd),
                          detail='(bundle only) ' + (prob or 'exit %d' % rc) +
                          ': ' + first_lines(err))

    # -- args: inputs on the command line
    def check_args(self):
        r = random.Random(self.seeds[0])
        for p in r.sample(self.progs, min(len(self.progs),
                                          self.ctx.a.args_per_file)):
            k = r.randrange(len(p.vectors))
            vec = p.vectors[k]
            for W in self.widths:
                args = []
                for v, x in zip(p.top.ins, vec):
                    w = 64 if v.ty == 'index' else v.ty
                    f = r.randrange(3)
                    if f == 0:
                        args.append(str(x))
                    elif f == 1:
                        args.append(hex(x))
                    else:
                        args.append(str(rp.sx(x, w)))
                hexo = ['--hex'] if r.random() < 0.3 else []
                cmd = [self.ctx.combc, 'eval', self.path, '--top=' + p.top.name,
                       '--index-width=%d' % W] + hexo + ['--'] + args
                rc, out, err, prob = run(self.ctx, cmd)
                self.ctx.count('args')
                if prob or rc != 0:
                    self.ctx.fail(kind='crash' if prob else 'args',
                                  seed=p.seed, bundle=self.path, cmd=shq(cmd),
                                  detail=(prob or 'exit %d' % rc) + ': ' +
                                  first_lines(err))
                    continue
                got = self.parse_out(out)
                want = self.exp[W][id(p)][k]
                where = [(p, k, j) for j in range(len(want))]
                self.check_outputs('args', where, W, got, want, shq(cmd))

    # -- mlir: print (optimized) IR, read it back, evaluate
    def check_roundtrip(self):
        ctx = self.ctx
        iws = (None, 32, 64) if self.uses_index else (None,)
        for opt in ctx.a.opts:
            for iw in iws:
                cmd = [ctx.combc, self.path, '--emit=mlir', opt]
                if iw:
                    cmd.append('--index-width=%d' % iw)
                rc, out, err, prob = run(ctx, cmd)
                if prob or rc != 0:
                    ctx.fail(kind='crash' if prob else 'emit-mlir',
                             seed=self.seeds[0], bundle=self.path,
                             cmd=shq(cmd), detail=(prob or 'exit %d' % rc) +
                             ': ' + first_lines(err))
                    continue
                mlir = out
                for name, where in self.masters:
                    for W in ((iw,) if iw else self.widths):
                        ecmd, rc, eout, eerr, prob = self.eval_master(
                            name, W, stdin=mlir, path='-')
                        ctx.count('roundtrips')
                        full = shq(cmd) + ' | ' + shq(ecmd)
                        if prob or rc != 0:
                            ctx.fail(kind='crash' if prob else 'reread',
                                     seed=self.seeds[0], bundle=self.path,
                                     cmd=full, mlir=mlir,
                                     detail=(prob or 'exit %d' % rc) + ': ' +
                                     first_lines(eerr))
                            break
                        self.check_outputs(
                            'roundtrip', where, W, self.parse_out(eout),
                            self.expect_master(where, W), full,
                            ' [%s%s, eval at %d]' % (
                                opt, ' --index-width=%d' % iw if iw else '',
                                W))

    # -- LUT netlist (--emit=lut-mlir: bit-blasting, AIG passes, LUT
    # mapping) read back and evaluated on every vector of the programs
    def check_lut(self):
        ctx = self.ctx
        r = random.Random(self.seeds[0] * 3 + 1)
        for kind in ('func', 'hw'):
            progs = [p for p in self.progs[:ctx.a.lut_programs]
                     if p.top.kind == kind]
            if not progs:
                continue
            name = 'luttop_' + kind
            opts = ['--lut-size=%d' % r.choice([2, 3, 4, 5, 6, 6, 6, 4, 3,
                                                 r.choice([7, 8])]),
                    r.choice(['-O0', '-O1', '-O2'])]
            if r.random() < 0.3:
                opts.append('--lut-pad')
            if r.random() < 0.3:
                opts.append('--lut-depth=' + r.choice(
                    ['any', 'min', str(r.randint(1, 12))]))
            res = lut_roundtrip(ctx, self.path, name, progs, opts)
            if res is None:
                return
            kind2, detail, cmd, text, got = res
            if kind2:
                ctx.fail(kind=kind2, seed=self.seeds[0], bundle=self.path,
                         cmd=cmd, mlir=text, detail=detail)
                continue
            ctx.count('luts')
            if r.random() < 0.2:
                self.check_certificate(name, opts)
            nvec = min(len(p.vectors) for p in progs)
            where = [(p, vk, j) for vk in range(nvec) for p in progs
                     for j in range(len(p.top.out_tys))]
            want = [self.exp[64][id(p)][vk][j] for p, vk, j in where]
            self.check_outputs('lut', where, 64, got, want, cmd,
                               ' [--emit=lut-mlir %s]' % ' '.join(opts),
                               lut=(name, opts))

    # -- mfs's certificate: under --verify each resynthesis step is
    # proven (check/cert.c); a step it cannot prove is a defect of mfs
    # or of the certifier, even when the link is then proven directly.
    # A verdict of 'not equivalent' is a defect too; 'unknown' (the short
    # time limit) is not.
    def check_certificate(self, name, opts):
        ctx = self.ctx
        cmd = [ctx.combc, self.path, '--emit=blif', '--top=' + name,
               '--verify', '--timeout=20', '--stats', '-o', os.devnull] + \
            [o for o in opts if o != '--lut-pad']
        rc, out, err, prob = run(ctx, cmd, timeout=600)
        if prob:
            ctx.fail(kind='crash', seed=self.seeds[0], bundle=self.path,
                     cmd=shq(cmd), detail=prob + ': ' + first_lines(err))
            return
        ctx.count('certificates')
        if re.search(r'mfs_proof .*timed_out=yes', err):
            # undecided within --timeout (the proofs of a K = 8 net of
            # thousands of LUTs can take minutes), not refuted
            ctx.count('cert_timeouts')
            return
        bad = re.search(r'mfs_proof .*proven=no', err) or \
            'not equivalent' in err
        if bad:
            ctx.fail(kind='certificate', seed=self.seeds[0],
                     bundle=self.path, cmd=shq(cmd),
                     detail=first_lines(err))

    # -- SystemVerilog: lint and co-simulation
    def sim_seeds(self, top):
        kind = 'func' if top.endswith('_fn') else 'hw'
        return [p.seed for p in self.progs[:self.ctx.a.sim_programs]
                if p.top.kind == kind]

    def check_lint(self):
        for top in self.simtops:
            res = sv_check(self.ctx, self.path, top, 'lint', ['-O1'])
            if res is None:
                continue
            sig, detail, cmd = res
            self.ctx.count('lints')
            if sig:
                self.ctx.fail(kind='lint', seed=self.seeds[0],
                              bundle=self.path, cmd=cmd, detail=detail,
                              sig=sig, seeds=self.sim_seeds(top),
                              opts=['-O1'])

    def check_sim(self):
        opts = self.ctx.a.opts
        for i, top in enumerate(self.simtops):
            opt = opts[(self.idx // max(1, self.ctx.a.sim_every) + i) %
                       len(opts)]
            emit = ('sv', 'lut-sv')[(self.idx // max(1, self.ctx.a.sim_every)
                                     + i // 2) % 2]
            o = ['--seed=%d' % self.seeds[0], opt, '--emit=' + emit]
            seeds = self.sim_seeds(top)
            if emit == 'lut-sv':
                kind = 'func' if top.endswith('_fn') else 'hw'
                top = 'lutsim_' + kind
                seeds = self.lutsims[kind]
                if not seeds:
                    continue
            res = sv_check(self.ctx, self.path, top, 'sim', o)
            if res is None:
                return
            sig, detail, cmd = res
            self.ctx.count('sims')
            if sig:
                self.ctx.fail(kind='crash' if sig == 'crash' else 'sim',
                              seed=self.seeds[0], bundle=self.path, cmd=cmd,
                              detail=detail, sig=sig, seeds=seeds, opts=o)


def sv_check(ctx, path, top, how, opts, svdir=None):
    """Lint (`how` = 'lint') or co-simulate ('sim') the SV of `top`.
    Returns None when SV is not available, else (failure signature or
    None, detail, command).  The signature (first Verilator message tag;
    which simulators mismatched) is what a reduced repro must keep."""
    if how == 'lint':
        sv = os.path.join(svdir or tempfile.mkdtemp(dir=ctx.work),
                          top + '.sv')
        cmd = [ctx.combc, path, '--emit=sv', '--top=' + top, '-o', sv] + opts
        rc, o, err, prob = run(ctx, cmd)
        if rc != 0 and not prob and NOT_YET in err:
            with ctx.lock:
                if ctx.sv is None:
                    ctx.sv = False
                    ctx.notes.append('sv/sim/lint: combc says "%s"; skipped'
                                     % first_lines(err, 1))
            return None
        if prob or rc != 0:
            return ('crash' if prob else 'emit-sv', (prob or 'exit %d' % rc) +
                    ': ' + first_lines(err), shq(cmd))
        ctx.sv = True
        lint = ['verilator', '--lint-only', '-Wall', '-Wno-DECLFILENAME', sv]
        try:
            p = subprocess.run(lint, capture_output=True, text=True,
                               timeout=300)
        except FileNotFoundError:
            return 'no-verilator', 'verilator is not installed', shq(lint)
        text = (p.stdout + p.stderr).strip()
        if p.returncode == 0 and not text:
            return None, '', shq(cmd)
        m = re.search(r'%(Warning|Error)(-[A-Z0-9_]+)?', text)
        return (m.group(0) if m else 'lint-exit', first_lines(text, 6),
                shq(cmd) + ' && ' + shq(lint))
    cmd = [ctx.combc, 'sim', path, '--top=' + top, '--simulator=all',
           '--vectors=%d' % ctx.a.sim_vectors] + opts
    rc, out, err, prob = run(ctx, cmd, timeout=900)
    if rc != 0 and not prob and NOT_YET in err:
        with ctx.lock:
            if ctx.sv is not True:
                ctx.sv = False
                ctx.notes.append('sim: combc says "%s"; skipped' %
                                 first_lines(err, 1))
        return None
    if prob:
        return 'crash', prob + ': ' + first_lines(err), shq(cmd)
    if rc == 0:
        return None, '', shq(cmd)
    bad = sorted(set(re.findall(r'sim: (\w+): \d+ vectors, [1-9]\d* '
                                r'mismatch', out + err)))
    sig = 'mismatch:' + ','.join(bad) if bad else 'exit %d' % rc
    return sig, first_lines(out + err, 8), shq(cmd)


def max_width(p):
    """The widest value of a program (index counts as 64 bits)."""
    w = 1
    for f in p.funcs:
        for v in f.ins:
            w = max(w, 64 if v.ty == 'index' else v.ty)
        for b in f.blocks:
            for op in b.ops:
                for v in op.res:
                    w = max(w, 64 if v.ty == 'index' else v.ty)
    return w


def lut_roundtrip(ctx, path, top, progs, opts):
    """`combc path --emit=lut-mlir --top=top opts`, plus `@lutbatch`
    calling the netlist on the programs' vectors side by side, evaluated.
    Returns None when LUT output is not available, else (failure kind or
    None, detail, command text, evaluated text, results)."""
    cmd = [ctx.combc, path, '--emit=lut-mlir', '--top=' + top] + opts
    rc, out, err, prob = run(ctx, cmd, timeout=600)
    if rc != 0 and not prob and NOT_YET in err:
        return None
    if prob or rc != 0:
        return ('crash' if prob else 'emit-lut', (prob or 'exit %d' % rc) +
                ': ' + first_lines(err), shq(cmd), '', None)
    m = re.search(r'^func\.func @%s\((.*?)\) -> (\((.*?)\)|\S+) \{' % top,
                  out, re.M)
    if not m:
        return ('emit-lut', 'no func.func @%s in the output' % top,
                shq(cmd), out, None)
    itys = re.findall(r':\s*(i\d+)', m.group(1))
    otys = [t.strip() for t in (m.group(3) or m.group(2)).split(',')]
    nvec = min(len(p.vectors) for p in progs)
    body, outs = [], []
    n = 0
    for vk in range(nvec):
        vec = [x for p in progs for x in p.vectors[vk]]
        args = []
        for x, t in zip(vec, itys):
            w = int(t[1:])
            body.append('  %%c%d = arith.constant %d : %s' % (
                n, rp.sx(x & rp.mask(w), w), t))
            args.append('%%c%d' % n)
            n += 1
        body.append('  %%r%d:%d = func.call @%s(%s) : (%s) -> (%s)' % (
            vk, len(otys), top, ', '.join(args), ', '.join(itys),
            ', '.join(otys)))
        outs += ['%%r%d#%d' % (vk, j) for j in range(len(otys))]
    text = out + '\nfunc.func @lutbatch() -> (%s) {\n%s\n' \
        '  return %s : %s\n}\n' % (', '.join(otys * nvec), '\n'.join(body),
                                   ', '.join(outs), ', '.join(otys * nvec))
    ecmd = [ctx.combc, 'eval', '-', '--top=lutbatch']
    rc, eout, eerr, prob = run(ctx, ecmd, stdin=text)
    full = shq(cmd) + ' (+ @lutbatch) | ' + shq(ecmd)
    if prob or rc != 0:
        return ('crash' if prob else 'lut-reread', (prob or 'exit %d' % rc) +
                ': ' + first_lines(eerr), full, text, None)
    try:
        return None, '', full, text, [int(x) for x in eout.split()]
    except ValueError:
        return 'lut-reread', 'bad output: ' + first_lines(eout), full, text, \
            None


def first_lines(s, n=3):
    ls = [x for x in s.splitlines() if x.strip()]
    return ' | '.join(ls[:n])


# ------------------------------------------------------------ repros

def reproduce(ctx, f, n):
    """Write a reduced repro for failure f into ctx.a.out; returns its
    directory."""
    d = os.path.join(ctx.a.out, 'fail%d-%s-seed%d' % (n, f['kind'],
                                                       f['seed']))
    os.makedirs(d, exist_ok=True)
    lines = ['# %s' % f.get('detail', ''), '# original: %s' % f['cmd']]
    if f['kind'] == 'lut' and 'prog' in f:
        skip = () if ctx.a.no_skip else None
        for reduce in (True, False):
            p = rp.generate(f['seed'], skip=skip)
            if reduce:
                rp.prune(p, keep_out=f['output'], vector=f['vector'])
            want = [x for r in rp.expected(p, 64) for x in r]
            path = os.path.join(d, 'repro.mlir')
            with open(path, 'w') as fh:
                fh.write(rp.render_file([p], f['seed'], container='none'))
            res = lut_roundtrip(ctx, path, p.top.name, [p], f['lut'][1])
            if res and (res[0] or res[4] != want):
                with open(os.path.join(d, 'lut.mlir'), 'w') as fh:
                    fh.write(res[3])
                lines.append('# %s: expected %s, got %s' % (
                    'one output, one vector' if reduce else 'whole program',
                    want, res[4]))
                lines.append(res[2])
                lines.append('%s eval %s --top=lutbatch' % (
                    ctx.combc, os.path.join(d, 'lut.mlir')))
                break
        else:
            shutil.copy(f['bundle'], os.path.join(d, 'repro.mlir'))
            lines.append('# only the bundle reproduces: %s' % f['cmd'])
    elif f['kind'] in ('lint', 'sim') and f.get('seeds'):
        if not reduce_sv(ctx, f, d, lines):
            shutil.copy(f['bundle'], os.path.join(d, 'repro.mlir'))
            lines.append('# only the bundle reproduces:')
            lines.append(f['cmd'].replace(f['bundle'],
                                          os.path.join(d, 'repro.mlir')))
    elif f['kind'] in ('model', 'roundtrip', 'args') and 'prog' in f:
        skip = () if ctx.a.no_skip else None
        W = f['W']
        for reduce in (True, False):
            p = rp.generate(f['seed'], skip=skip)
            if reduce:
                rp.prune(p, keep_out=f['output'], vector=f['vector'])
                want = rp.expected(p, W)
            else:
                want = rp.expected(p, W)
            text = rp.render_file([p], f['seed'], container='none',
                                  extra=[rp.batch_wrapper(p, 'batch')])
            path = os.path.join(d, 'repro.mlir')
            with open(path, 'w') as fh:
                fh.write(text)
            flat = [x for r in want for x in r]
            cmds = repro_cmds(ctx, f, path, W)
            bad = False
            for c, stdin_from in cmds:
                stdin = None
                if stdin_from:
                    rc, stdin, err, prob = run(ctx, stdin_from)
                    if rc != 0 or prob:
                        bad = True
                        break
                rc, out, err, prob = run(ctx, c, stdin=stdin)
                got = [int(x) for x in out.split()] if rc == 0 and \
                    not prob else None
                if got != flat:
                    bad = True
            if bad:
                lines.append('# reduced repro (%s): expected %s' % (
                    'one output, one vector' if reduce else 'whole program',
                    ' '.join(map(str, flat))))
                for c, stdin_from in cmds:
                    lines.append((shq(stdin_from) + ' | ' if stdin_from
                                  else '') + shq(c))
                break
        else:
            shutil.copy(f['bundle'], os.path.join(d, 'repro.mlir'))
            lines.append('# only the bundle reproduces: %s' % f['cmd'])
    else:
        if os.path.exists(f['bundle']):
            shutil.copy(f['bundle'], os.path.join(d, 'repro.mlir'))
        lines.append(f['cmd'].replace(f['bundle'],
                                      os.path.join(d, 'repro.mlir')))
    if 'mlir' in f:
        with open(os.path.join(d, 'emitted.mlir'), 'w') as fh:
            fh.write(f['mlir'])
    with open(os.path.join(d, 'cmd.sh'), 'w') as fh:
        fh.write('\n'.join(lines) + '\n')
    return d


def reduce_sv(ctx, f, d, lines):
    """Find the program of a failing lint / co-simulation bundle top that
    fails alone with the same signature, then one output of it that does.
    Writes d/repro.mlir; False if no single program reproduces."""
    how = f['kind']
    skip = () if ctx.a.no_skip else None
    opts = list(f['opts'])
    if how == 'sim' and f['sig'].startswith('mismatch:') and \
            ',' not in f['sig']:
        opts.append('--simulator=' + f['sig'].split(':')[1])
    path = os.path.join(d, 'repro.mlir')

    def attempt(p):
        with open(path, 'w') as fh:
            fh.write(rp.render_file([p], p.seed, container='none'))
        res = sv_check(ctx, path, p.top.name, how, opts, svdir=d)
        return res if res and res[0] == f['sig'] else None

    for seed in f['seeds']:
        p = rp.generate(seed, skip=skip)
        res = attempt(p)
        if not res:
            continue
        best = (p, res, 'whole program')
        for j in range(len(p.top.out_tys)):
            q = rp.prune(rp.generate(seed, skip=skip), keep_out=j)
            r2 = attempt(q)
            if r2:
                best = (q, r2, 'output %d only' % j)
                break
        p, res, what = best
        if how == 'lint' or ctx.a.reduce_sim:
            p, res, n = reduce_ops(ctx, p, res, attempt)
            if n:
                what += ', %d ops replaced by constants' % n
        with open(path, 'w') as fh:
            fh.write(rp.render_file([p], p.seed, container='none'))
        lines.append('# program seed %d (%s) alone: %s' % (seed, what,
                                                           res[1]))
        lines.append(res[2])
        return True
    return False


def reduce_ops(ctx, p, res, attempt):
    """Greedy op-level reduction: replace each single-result op by a zero
    constant of its type, keep the change when attempt(p) still fails the
    same way, drop dead code; bounded by --reduce-seconds."""
    t_end = time.time() + ctx.a.reduce_seconds
    n = 0
    changed = True
    while changed and time.time() < t_end:
        changed = False
        for f in p.funcs:
            for b in f.blocks:
                i = 0
                while i < len(b.ops) and time.time() < t_end:
                    op = b.ops[i]
                    if op.sem in ('const', 'call', 'instance') or \
                            len(op.res) != 1:
                        i += 1
                        continue
                    t = op.res[0].ty
                    c = rp.Op('const', 'index.constant' if t == 'index'
                              else 'hw.constant', [], op.res,
                              {'value': 0, 'fmt': 2})
                    b.ops[i] = c
                    r = attempt(p)
                    if r:
                        res = r
                        n += 1
                        changed = True
                    else:
                        b.ops[i] = op
                    i += 1
        rp.prune(p)
    attempt(p)
    return p, res, n


def repro_cmds(ctx, f, path, W):
    """(command, stdin-producing command or None) pairs for a repro."""
    ev = [ctx.combc, 'eval', '-', '--top=batch', '--index-width=%d' % W]
    if f['kind'] == 'roundtrip':
        cmd = f['cmd'].split(' | ')[0].split()
        opt = [c for c in cmd if c.startswith('-O')]
        iw = [c for c in cmd if c.startswith('--index-width')]
        emit = [ctx.combc, path, '--emit=mlir'] + opt + iw
        return [(ev, emit)]
    return [([ctx.combc, 'eval', path, '--top=batch',
              '--index-width=%d' % W], None)]


# ------------------------------------------------------------------ main

def main():
    ap = argparse.ArgumentParser(
        description='differential testing of combc on random programs')
    ap.add_argument('--combc', default=os.environ.get('COMBC', 'combc'))
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=3000,
                    help='number of programs (seeds)')
    ap.add_argument('--bundle', type=int, default=150,
                    help='programs per file')
    ap.add_argument('--sim-every', type=int, default=10,
                    help='co-simulate every Mth bundle (0: never)')
    ap.add_argument('--sim-vectors', type=int, default=300)
    ap.add_argument('--sim-programs', type=int, default=12,
                    help='programs per co-simulated top (the first ones of '
                    'the file)')
    ap.add_argument('--lut-programs', type=int, default=6,
                    help='programs per LUT-mapped top')
    ap.add_argument('--lut-every', type=int, default=1,
                    help='check --emit=lut-mlir of every Mth file (0: '
                    'never)')
    ap.add_argument('--lint-every', type=int, default=5,
                    help='lint the SV of every Mth bundle')
    ap.add_argument('--args-per-file', type=int, default=4,
                    help='programs per file also evaluated with their '
                    'inputs on the command line')
    ap.add_argument('--opts', default='-O0,-O1,-O2')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', type=int, default=120)
    ap.add_argument('--slow', type=float, default=5,
                    help='report combc runs slower than this (seconds)')
    ap.add_argument('--quick', action='store_true',
                    help='200 programs, -O1 only, one sim')
    ap.add_argument('--out', default=os.path.join(tempfile.gettempdir(),
                                                  'combc-difftest'))
    ap.add_argument('--keep', action='store_true',
                    help='keep the work directory')
    ap.add_argument('--no-skip', action='store_true',
                    help='generate features listed in randprog.KNOWN_BUGS')
    ap.add_argument('--max-repros', type=int, default=10)
    ap.add_argument('--reduce-seconds', type=float, default=300,
                    help='time limit of the op-level reduction of a lint '
                    '(or, with --reduce-sim, co-simulation) failure')
    ap.add_argument('--reduce-sim', action='store_true',
                    help='also reduce co-simulation failures op by op '
                    '(each try builds the simulators)')
    ap.add_argument('--inject', metavar='OP',
                    help='test the tester: make the Python model wrong for '
                    'OP (add, divs, rems, shrs, ...; its result + 1), so '
                    'the run must fail')
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    if a.inject:
        good = rp.m_bin

        def bad(sem, x, y, w, good=good):
            r = good(sem, x, y, w)
            return (r + 1) & rp.mask(w) if sem == a.inject else r
        rp.m_bin = bad
    if a.quick:
        a.count = min(a.count, 200)
        a.opts = '-O1'
        if a.sim_every:
            a.sim_every = max(a.sim_every, a.count // a.bundle)
    a.opts = a.opts.split(',')
    a.lint_every = max(1, a.lint_every)
    if not shutil.which(a.combc) and not os.path.isfile(a.combc):
        print('difftest: combc not found: %s' % a.combc, file=sys.stderr)
        return 2
    a.combc = os.path.abspath(a.combc) if os.path.isfile(a.combc) else \
        shutil.which(a.combc)
    ctx = Ctx(a)
    ctx.work = tempfile.mkdtemp(prefix='combc-difftest-')
    # combc sim's temporary directories go under the work directory
    os.environ['TMPDIR'] = ctx.work
    t0 = time.time()
    seeds = list(range(a.seed, a.seed + a.count))
    groups = [seeds[i:i + a.bundle] for i in range(0, len(seeds), a.bundle)]

    def job(i_g):
        i, g = i_g
        try:
            Bundle(ctx, g, i).run_all()
        except Exception as e:   # a generator bug: report, keep going
            import traceback
            ctx.fail(kind='generator', seed=g[0], bundle='', cmd='',
                     detail='%s: %s' % (type(e).__name__, e) + ' | ' +
                     traceback.format_exc().splitlines()[-3])

    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        list(ex.map(job, enumerate(groups)))
    dt = time.time() - t0
    s = ctx.stats
    print('difftest: %d programs (seeds %d..%d, %d per file), %d vectors; '
          '%d evals vs model, %d command-line evals, %d round trips (%s), '
          '%d LUT netlists (%d mfs certificates, %d undecided within '
          '--timeout), %d co-simulations, '
          '%d lints; %d combc runs in %.1fs' % (
              s['programs'], a.seed, a.seed + a.count - 1, a.bundle,
              s['vectors'], s['evals'] - s['roundtrips'], s['args'],
              s['roundtrips'], ' '.join(a.opts), s['luts'],
              s['certificates'], s['cert_timeouts'], s['sims'], s['lints'],
              s['procs'], dt))
    for n in ctx.notes:
        print('difftest: note: ' + n)
    for dt, c in sorted(ctx.slow, reverse=True)[:5]:
        print('difftest: slow (%.1fs): %s' % (dt, c))
    skipped = [] if a.no_skip else sorted(rp.KNOWN_BUGS)
    if skipped:
        print('difftest: generator avoids known bugs: ' + ', '.join(skipped))
    for desc, n in sorted(ctx.known.items()):
        print('difftest: known bug hit %d time%s (not a failure until '
              'fixed): %s' % (n, '' if n == 1 else 's', desc))
    if ctx.fails:
        seen = set()
        n = 0
        for f in ctx.fails:
            print('FAIL %s seed %d: %s' % (f['kind'], f['seed'],
                                          f.get('detail', '')[:400]))
            key = (f['kind'], f['seed'])
            if key in seen or n >= a.max_repros:
                continue
            seen.add(key)
            n += 1
            try:
                d = reproduce(ctx, f, n)
                print('     repro: %s/cmd.sh' % d)
            except Exception as e:
                print('     (no repro: %s)' % e)
        print('difftest: %d failures' % len(ctx.fails))
    else:
        print('difftest: all passed')
    if not a.keep:
        shutil.rmtree(ctx.work, ignore_errors=True)
    else:
        print('difftest: work directory %s' % ctx.work)
    return 1 if ctx.fails else 0


if __name__ == '__main__':
    sys.exit(main())
