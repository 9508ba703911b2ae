#!/usr/bin/env python3
"""mutfuzz.py: a seeded mutation fuzzer for combc's handling of bad input.

Takes the lit test inputs and examples (tests/lit/**/*.mlir,
examples/*.mlir) plus a few programs from scripts/randprog.py, applies 1..4
seeded mutations to one of them (delete / duplicate / swap / replace tokens
and lines, truncation, random bytes, huge numbers, very deep bracket and
attribute nesting (up to 10^5), very long names and strings, i0 / i65537 /
i4294967296 widths, unbalanced braces, ...), and runs combc on the result
with a timeout, through one of: `eval` (with random arguments), `--emit=mlir`,
`--emit=sv -o OUT`, `-o OUT` (default kind), standard input.

A run fails on
  * a crash (killed by a signal) or a timeout;
  * a sanitizer report on stderr (`runtime error`, `AddressSanitizer`,
    `LeakSanitizer`, `UndefinedBehaviorSanitizer`);
  * an exit status outside {0, 1, 2}, or 2 (bad usage) where the command
    line was well formed;
  * exit 1 without a `file:line:col: error:` diagnostic or a
    `combc: error:` line on stderr, or with a diagnostic whose line is not
    in the file;
  * a failed run with `-o OUT` that leaves OUT (or any other file) behind.

Each failure is written to --out (default $TMPDIR/combc-mutfuzz) as the
mutated input, a line-reduced version (ddmin over lines, same failure
kind), and the command; the summary gives counts per outcome.

Usage: mutfuzz.py [--combc PATH] [--seed S] [--count N] [--timeout T]
                  [--jobs J] [--out DIR] [-v]
Exit status 0 when no run failed, 1 otherwise, 2 on bad usage.
"""

import argparse
import concurrent.futures as cf
import glob
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

SAN_MARKERS = ('runtime error', 'AddressSanitizer', 'LeakSanitizer',
               'UndefinedBehaviorSanitizer')
DIAG_RE = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$', re.M)

# Known combc bugs: failures whose kind and stderr match are counted as
# 'known' instead of failing the run, ONLY until the bug is fixed (then
# delete the entry; `--no-skip` ignores the list).  (kind, stderr regex,
# description with a repro.)
KNOWN_BUGS = [
    # none open: the abort after an error in a function without arguments
    # (parse.c finish_func, "internal error: uses without values") and the
    # top-level error recovery that repeated one diagnostic 20 times are
    # fixed.
]

# Problems that are reported (with the mutant's number, to replay it)
# but fail the run only with --strict: the same diagnostic twice at the
# same place; far more diagnostic text than input (whole long lines
# echoed per error); a run slower than --slow (most are mutants grown to
# gigabytes: one of 4 GB took 5 s to read and refuse).
WARN_KINDS = {'dupdiag', 'hugediag', 'slow'}

# tokens that are likely to confuse a parser in interesting ways
DICT = [
    'func.func', 'func', 'hw.module', 'hw.module.extern', 'module', '{', '}',
    '(', ')', '[', ']', '<', '>', '<{', '}>', ':', ',', '=', '->', '^bb1',
    '^bb0', '%0', '%a', '%r#1', '%r:2', '@f', '@top', '"', '"comb.add"',
    'comb.add', 'comb.concat', 'comb.extract', 'comb.truth_table',
    'comb.lut', 'comb.icmp', 'comb.mux', 'comb.replicate', 'hw.instance',
    'hw.output', 'hw.constant', 'arith.constant', 'arith.cmpi', 'cf.br',
    'cf.cond_br', 'cf.switch', 'default:', 'return', 'func.call', 'index.cmp', 'index.constant',
    'index.casts', 'index.sizeof', 'i0', 'i1', 'i8', 'i64', 'i65', 'i65536',
    'i65537', 'i4294967296', 'i99999999999999999999', 'si8', 'ui4', 'index',
    'f32', 'memref<4xi8>', 'tensor<?xi8>', 'vector<4xi1>', 'none', 'loc(',
    'loc(unknown)', '#loc', '#loc0', '!t', '!t = i8', '#a = 5',
    'attributes', 'private', 'true', 'false', 'unit', 'array<i8:',
    'array<i8: 1, 2>', 'bin', 'from', 'to', 'in', 'out', 'sym',
    '0x', '-', '--', '0', '-1', '1', '4294967296', '18446744073709551616',
    '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF', '-9223372036854775809', '1e10',
    '1.5', '//', '/*', '\\', '\x00', '\xff', '\t', '\n', 'overflow<nsw>',
    'operandSegmentSizes', 'predicate', 'lookupTable', 'coefficients',
    'lowBit', 'callee', 'value', 'scf.for', 'affine.for', 'cf.switch',
]

TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@^#!]?[A-Za-z_][\w.$-]*|'
                      r'-?0x[0-9a-fA-F]+|-?\d+|->|\s+|.', re.S)


def tokens(s):
    return TOKEN_RE.findall(s)


# ----------------------------------------------------------------- mutations

def m_token(r, s):
    t = tokens(s)
    if not t:
        return s
    k = r.randrange(5)
    i = r.randrange(len(t))
    if k == 0:
        del t[i]
    elif k == 1:
        t.insert(i, t[i])
    elif k == 2:
        j = r.randrange(len(t))
        t[i], t[j] = t[j], t[i]
    elif k == 3:
        t[i] = r.choice(t)
    else:
        t[i] = r.choice(DICT)
    return ''.join(t)


def m_line(r, s):
    ls = s.split('\n')
    k = r.randrange(4)
    i = r.randrange(len(ls))
    if k == 0:
        del ls[i]
    elif k == 1:
        ls.insert(i, ls[i])
    elif k == 2:
        j = r.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
    else:
        ln = ls.pop(i)
        ls.insert(r.randrange(len(ls) + 1), ln)
    return '\n'.join(ls)


def m_truncate(r, s):
    return s[:r.randrange(len(s) + 1)]


def m_bytes(r, s):
    b = bytearray(s.encode('utf-8', 'surrogateescape'))
    for _ in range(r.randint(1, 8)):
        i = r.randrange(len(b) + 1)
        x = r.choice([0, 0xff, 0x80, 0xc3, 0x0a, 0x0d, 0x09, 0x22, 0x5c,
                      r.randrange(256)])
        if r.random() < 0.5 and i < len(b):
            b[i] = x
        else:
            b.insert(i, x)
    return b.decode('utf-8', 'surrogateescape')


def huge_number(r):
    k = r.randrange(8)
    if k == 0:
        return str(2 ** 64)
    if k == 1:
        return '-' + str(2 ** 63 + 1)
    if k == 2:
        return '9' * r.choice([20, 100, 1000, 100000])
    if k == 3:
        return '0x' + 'f' * r.choice([17, 33, 1000, 20000])
    if k == 4:
        return str(2 ** 32)
    if k == 5:
        return '-' + '9' * 300
    if k == 6:
        return '1' + ''.join(r.choice('0123456789') for _ in
                             range(r.choice([50, 20000])))
    return '4294967295'


def m_number(r, s):
    t = tokens(s)
    nums = [i for i, x in enumerate(t) if re.fullmatch(r'-?(0x)?[0-9a-fA-F]+',
                                                       x) and x[-1:].isdigit()
            or re.fullmatch(r'-?\d+', x)]
    if not nums:
        return s
    t[r.choice(nums)] = huge_number(r)
    return ''.join(t)


def m_width(r, s):
    t = tokens(s)
    ws = [i for i, x in enumerate(t) if re.fullmatch(r'[su]?i\d+', x)]
    if not ws:
        return s
    t[r.choice(ws)] = r.choice(['i0', 'i65537', 'i65536', 'i4294967296',
                                'i99999999999999999999', 'si0', 'ui65537',
                                'i01', 'i-1', 'i', 'i1x', 'i18446744073709551617'])
    return ''.join(t)


def at_random_point(r, s, ins):
    i = r.randrange(len(s) + 1)
    return s[:i] + ins + s[i:]


def m_nest(r, s):
    n = r.choice([100, 1000, 10000, 100000])
    k = r.randrange(7)
    if k == 0:
        ins = '(' * n
    elif k == 1:
        ins = '[' * n + ']' * (n if r.random() < 0.5 else 0)
    elif k == 2:
        ins = '{' * n
    elif k == 3:
        ins = '<' * n + '>' * n
    elif k == 4:
        ins = 'loc(fused[' * n + ']' * 0
    elif k == 5:
        ins = '(' * n + ')' * n
    else:
        ins = '[' * n + ']' * n
    return at_random_point(r, s, ins)


def m_attr_nest(r, s):
    """A 10^5-deep attribute dictionary on an op or a function."""
    n = r.choice([1000, 100000])
    deep = '{a = ' * n + '1' + '}' * n
    kind = r.randrange(4)
    if kind == 0:
        deep = '[' * n + '1' + ']' * n
    elif kind == 1:
        deep = 'array<i8: ' + ', '.join(['1'] * n) + '>'
    elif kind == 2:
        deep = '#x<' * n + '>' * n
    t = s.split('\n')
    idx = [i for i, ln in enumerate(t) if re.search(r'= (comb|arith|hw)\.',
                                                      ln)]
    if idx and r.random() < 0.8:
        i = r.choice(idx)
        ln = t[i]
        j = ln.rfind(':')
        if j > 0:
            t[i] = ln[:j] + '{x = ' + deep + '} ' + ln[j:]
            return '\n'.join(t)
    return '#deep = ' + deep + '\n' + s


def m_long_name(r, s):
    n = r.choice([1000, 100000])
    t = tokens(s)
    cand = [i for i, x in enumerate(t) if x[:1] in '%@^!#' and len(x) > 1]
    long = 'x' * n
    if cand and r.random() < 0.8:
        i = r.choice(cand)
        t[i] = t[i][0] + long
        return ''.join(t)
    strs = [i for i, x in enumerate(t) if x.startswith('"')]
    if strs:
        t[r.choice(strs)] = '"' + long + '"'
        return ''.join(t)
    return at_random_point(r, s, '%' + long)


def m_braces(r, s):
    k = r.randrange(4)
    opens = [i for i, c in enumerate(s) if c in '{}()[]<>']
    if k == 0 and opens:
        i = r.choice(opens)
        return s[:i] + s[i + 1:]
    if k == 1:
        return at_random_point(r, s, r.choice('{}()[]<>'))
    if k == 2:
        return s + r.choice(['}', '{', '}}}}', '(', ')'])
    return '{' + s if r.random() < 0.5 else s + '\n}\n}'


def m_splice(r, s, corpus):
    """Insert a random chunk of another input."""
    o = r.choice(corpus)[1]
    if not o:
        return s
    i = r.randrange(len(o))
    j = min(len(o), i + r.randint(1, 400))
    return at_random_point(r, s, o[i:j])


def m_repeat(r, s):
    """Repeat a line many times (wide ops, long bodies)."""
    ls = s.split('\n')
    i = r.randrange(len(ls))
    n = r.choice([100, 10000])
    return '\n'.join(ls[:i] + [ls[i]] * n + ls[i:])


MUTATORS = [
    (m_token, 10), (m_line, 6), (m_truncate, 3), (m_bytes, 3),
    (m_number, 4), (m_width, 4), (m_nest, 2), (m_attr_nest, 2),
    (m_long_name, 2), (m_braces, 4), (m_repeat, 1),
]


def mutate(r, s, corpus):
    n = r.choice([1, 1, 1, 2, 2, 3, 4])
    applied = []
    for _ in range(n):
        if r.random() < 0.08:
            s = m_splice(r, s, corpus)
            applied.append('splice')
            continue
        tot = sum(w for _, w in MUTATORS)
        x = r.random() * tot
        for fn, w in MUTATORS:
            x -= w
            if x <= 0:
                break
        s = fn(r, s)
        applied.append(fn.__name__[2:])
    return s, applied


# ------------------------------------------------------------- running

def load_corpus():
    files = sorted(glob.glob(os.path.join(ROOT, 'tests/lit/**/*.mlir'),
                             recursive=True) +
                   glob.glob(os.path.join(ROOT, 'examples/*.mlir')))
    corpus = []
    for f in files:
        with open(f, encoding='utf-8', errors='surrogateescape') as fh:
            corpus.append((os.path.relpath(f, ROOT), fh.read()))
    try:
        import randprog as rp
        for s in range(1, 9):
            p = rp.generate(s)
            corpus.append(('randprog:%d' % s, rp.render_file([p], s)))
    except Exception as e:  # the generator is optional for mutfuzz
        print('mutfuzz: note: randprog unavailable: %s' % e)
    return corpus


def make_cmd(r, combc, path, outdir):
    """A random well-formed command line.  Returns (cmd, stdin-from-file,
    out path or None, 2 allowed)."""
    k = r.randrange(8)
    top = []
    if r.random() < 0.2:
        top = ['--top=' + r.choice(['f', 'top', 'm', 'alu32', 'nosuch'])]
    iw = ['--index-width=%d' % r.choice([32, 64])] if r.random() < 0.3 else []
    if k in (0, 1, 2):
        args = [r.choice(['0', '1', '-1', '255', '0xff', '-128',
                          str(2 ** 70)]) for _ in range(r.randint(0, 4))]
        return ([combc, 'eval', path] + top + iw + ['--'] + args, False,
                None, True)
    if k == 3:
        return ([combc, path, '--emit=mlir'] + top + iw +
                [r.choice(['-O0', '-O1', '-O2'])], False, None, bool(top))
    if k == 4:
        return ([combc, '-', '--emit=mlir'] + iw, True, None, False)
    out = os.path.join(outdir, 'out.' + r.choice(['sv', 'mlir', 'v']))
    emit = r.choice(['--emit=sv', '--emit=mlir', None])
    cmd = [combc, path, '-o', out] + top + iw
    if emit:
        cmd.append(emit)
    # a --top naming nothing in the (mutated) file is bad usage, exit 2
    return cmd, False, out, bool(top)


class Ctx:
    def __init__(self, a):
        self.a = a
        self.lock = threading.Lock()
        self.outcomes = {}
        self.fails = []
        self.warns = []

    def tally(self, k):
        with self.lock:
            self.outcomes[k] = self.outcomes.get(k, 0) + 1


def check(ctx, cmd, data, stdin_file, out, allow2, workdir, nlines):
    """Run once; returns (outcome, problem or None, stderr)."""
    t0 = time.time()
    try:
        p = subprocess.run(cmd, input=data if stdin_file else None,
                           capture_output=True, timeout=ctx.a.timeout)
    except subprocess.TimeoutExpired:
        return 'timeout', 'timeout after %ds' % ctx.a.timeout, ''
    dt = time.time() - t0
    err = p.stderr.decode('utf-8', 'replace')
    rc = p.returncode
    if rc < 0:
        return 'crash', 'killed by signal %d' % -rc, err
    for m in SAN_MARKERS:
        if m in err:
            return 'sanitizer', 'sanitizer report (%s)' % m, err
    if rc not in (0, 1, 2):
        return 'status', 'exit status %d' % rc, err
    if rc == 2 and not allow2:
        return 'usage', 'exit 2 (bad usage) on a well-formed command', err
    if rc == 1:
        # diagnostics about the input (not echoed source lines)
        fname = '<stdin>' if stdin_file else cmd_input(cmd)
        diags = [d for d in DIAG_RE.findall(err) if d[0] == fname]
        if not diags and 'combc: error:' not in err:
            return 'nodiag', 'exit 1 without a diagnostic', err
        seen = set()
        for _, line, col, msg in diags:
            if not (1 <= int(line) <= nlines + 1) or int(col) < 1:
                return 'badloc', 'diagnostic at %s:%s outside the file' % (
                    line, col), err
            if (line, col, msg) in seen:
                return 'dupdiag', 'the same diagnostic twice: %s:%s: %s' % (
                    line, col, msg), err
            seen.add((line, col, msg))
    if len(p.stderr) > 10 * len(data) + 100000:
        return 'hugediag', '%d bytes of diagnostics for a %d-byte input' % (
            len(p.stderr), len(data)), err[:5000]
    if out and rc != 0:
        left = os.listdir(workdir)
        left = [f for f in left if f != 'in.mlir']
        if left:
            return 'leftover', 'failed run left %s behind' % left, err
    if dt > ctx.a.slow:
        return 'slow', '%.1f s (over --slow %g) for a %d-byte input' % (
            dt, ctx.a.slow, len(data)), err
    return {0: 'ok', 1: 'error', 2: 'usage'}[rc], None, err


def cmd_input(cmd):
    """The INPUT argument of a combc command line."""
    for c in cmd[1:]:
        if c in ('eval', 'compile', 'sim'):
            continue
        if c == '-' or not c.startswith('-'):
            return c
    return None


def one(ctx, i, corpus):
    a = ctx.a
    r = random.Random(a.seed * 1000003 + i)
    name, src = r.choice(corpus)
    data, applied = mutate(r, src, corpus)
    raw = data.encode('utf-8', 'surrogateescape')
    workdir = tempfile.mkdtemp(prefix='mf%d-' % i, dir=ctx.work)
    path = os.path.join(workdir, 'in.mlir')
    with open(path, 'wb') as fh:
        fh.write(raw)
    cmd, stdin_file, out, allow2 = make_cmd(r, a.combc, path, workdir)
    nlines = raw.count(b'\n') + 1
    kind, prob, err = check(ctx, cmd, raw, stdin_file, out, allow2, workdir,
                            nlines)
    if prob and not a.no_skip:
        for kk, rx, _ in KNOWN_BUGS:
            if kk == kind and re.search(rx, prob + '\n' + err):
                kind, prob = 'known-bug', None
                break
    ctx.tally(kind)
    if prob and kind in WARN_KINDS and not a.strict:
        with ctx.lock:
            ctx.warns.append((i, kind, prob, name, applied))
        prob = None
    if prob:
        rec = dict(i=i, kind=kind, prob=prob, src=name, muts=applied,
                   cmd=cmd, stdin=stdin_file, out=out, allow2=allow2,
                   data=raw, err=err, workdir=workdir)
        with ctx.lock:
            ctx.fails.append(rec)
        if a.verbose:
            print('FAIL #%d %s (%s; %s): %s' % (i, kind, name,
                                                '+'.join(applied), prob),
                  flush=True)
    shutil.rmtree(workdir, ignore_errors=True)


def signature(kind, prob, err):
    """What must stay the same while reducing: the kind, the problem
    without line:col numbers, and for crashes the internal error or
    sanitizer line."""
    sig = kind + ':' + re.sub(r'\d+', '#', prob)
    if kind in ('crash', 'sanitizer', 'status'):
        for ln in err.splitlines():
            if 'internal error' in ln or 'Sanitizer' in ln or \
                    'runtime error' in ln:
                return sig + ':' + re.sub(r'^.*?(internal error|\w*Sanitizer'
                                          r'|runtime error)', r'\1', ln)
    return sig


def relocate(arg, old, new):
    return new + arg[len(old):] if arg.startswith(old + '/') else arg


def reduce_lines(ctx, rec):
    """ddmin over lines keeping the same failure kind; bounded runs."""
    lines = rec['data'].split(b'\n')
    budget = [ctx.a.reduce_runs]
    want = signature(rec['kind'], rec['prob'], rec['err'])
    d = tempfile.mkdtemp(prefix='mfred-', dir=ctx.work)

    t_end = time.time() + ctx.a.reduce_seconds

    def fails(ls):
        if budget[0] <= 0 or time.time() > t_end:
            return False
        budget[0] -= 1
        raw = b'\n'.join(ls)
        path = os.path.join(d, 'in.mlir')
        for f in os.listdir(d):
            os.unlink(os.path.join(d, f))
        with open(path, 'wb') as fh:
            fh.write(raw)
        cmd = [relocate(c, rec['workdir'], d) for c in rec['cmd']]
        out = rec['out'] and relocate(rec['out'], rec['workdir'], d)
        k, prob, err = check(ctx, cmd, raw, rec['stdin'], out,
                             rec['allow2'], d, raw.count(b'\n') + 1)
        return prob is not None and signature(k, prob, err) == want

    n = 2
    while len(lines) >= 2 and budget[0] > 0:
        chunk = max(1, len(lines) // n)
        done = False
        for s in range(0, len(lines), chunk):
            cand = lines[:s] + lines[s + chunk:]
            if cand and fails(cand):
                lines = cand
                n = max(n - 1, 2)
                done = True
                break
        if not done:
            if chunk == 1:
                break
            n = min(len(lines), n * 2)
    shutil.rmtree(d, ignore_errors=True)
    return b'\n'.join(lines)


def main():
    ap = argparse.ArgumentParser(description='mutation fuzzer for combc')
    ap.add_argument('--combc', default=os.environ.get('COMBC', 'combc'))
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=1000)
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('--slow', type=float, default=10,
                    help='count runs slower than this as "slow"')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--out', default=os.path.join(tempfile.gettempdir(),
                                                  'combc-mutfuzz'))
    ap.add_argument('--reduce-runs', type=int, default=150,
                    help='combc runs per failure for line reduction')
    ap.add_argument('--reduce-seconds', type=float, default=120,
                    help='time limit of the reduction of one failure')
    ap.add_argument('--max-repros', type=int, default=20)
    ap.add_argument('--strict', action='store_true',
                    help='also fail on the warnings (%s)' %
                    ', '.join(sorted(WARN_KINDS)))
    ap.add_argument('--only', help='run only these mutant numbers '
                    '(comma-separated), e.g. to replay a failure')
    ap.add_argument('--no-skip', action='store_true',
                    help='fail on the KNOWN_BUGS too')
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    path = a.combc if os.path.isfile(a.combc) else shutil.which(a.combc)
    if not path:
        print('mutfuzz: combc not found: %s' % a.combc, file=sys.stderr)
        return 2
    a.combc = os.path.abspath(path)
    corpus = load_corpus()
    if not corpus:
        print('mutfuzz: no inputs found under %s' % ROOT, file=sys.stderr)
        return 2
    ctx = Ctx(a)
    ctx.work = tempfile.mkdtemp(prefix='combc-mutfuzz-')
    t0 = time.time()
    idx = [int(x) for x in a.only.split(',')] if a.only else \
        range(a.count)
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        list(ex.map(lambda i: one(ctx, i, corpus), idx))
    dt = time.time() - t0
    oc = ', '.join('%s %d' % kv for kv in sorted(ctx.outcomes.items()))
    print('mutfuzz: %d mutants of %d inputs (seed %d) in %.1fs: %s' % (
        len(idx), len(corpus), a.seed, dt, oc))
    for i, kind, prob, name, applied in sorted(ctx.warns)[:10]:
        print('WARN #%d %s: %s (input %s, mutations %s; replay with '
              '--seed %d --only %d --strict)' % (i, kind, prob, name,
                                                 '+'.join(applied), a.seed,
                                                 i))
    if ctx.outcomes.get('known-bug') and not a.no_skip:
        print('mutfuzz: known bugs (not counted as failures until fixed):')
        for _, _, desc in KNOWN_BUGS:
            print('  - ' + desc)
    if ctx.fails:
        os.makedirs(a.out, exist_ok=True)
        seen = {}
        for rec in sorted(ctx.fails, key=lambda x: x['i']):
            key = (rec['kind'], first_diag(rec['err']))
            print('FAIL #%d %s: %s (input %s, mutations %s)' % (
                rec['i'], rec['kind'], rec['prob'], rec['src'],
                '+'.join(rec['muts'])))
            ln = first_diag(rec['err'])
            if ln:
                print('     stderr: %s' % ln[:300])
            if key in seen or len(seen) >= a.max_repros:
                continue
            seen[key] = 1
            d = os.path.join(a.out, 'fail-%d-%s' % (rec['i'], rec['kind']))
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, 'input.mlir'), 'wb') as fh:
                fh.write(rec['data'])
            small = reduce_lines(ctx, rec)
            with open(os.path.join(d, 'reduced.mlir'), 'wb') as fh:
                fh.write(small)
            cmd = [relocate(c, rec['workdir'], d) for c in rec['cmd']]
            cmd = [os.path.join(d, 'reduced.mlir') if c ==
                   os.path.join(d, 'in.mlir') else c for c in cmd]
            with open(os.path.join(d, 'cmd.sh'), 'w') as fh:
                fh.write('# %s\n%s%s\n' % (
                    rec['prob'], ' '.join(shlex.quote(c) for c in cmd),
                    ' < %s' % os.path.join(d, 'reduced.mlir')
                    if rec['stdin'] else ''))
            with open(os.path.join(d, 'stderr.txt'), 'w') as fh:
                fh.write(rec['err'][-20000:])
            print('     repro: %s/cmd.sh (%d of %d bytes)' % (
                d, len(small), len(rec['data'])))
        print('mutfuzz: %d failures' % len(ctx.fails))
    else:
        print('mutfuzz: all passed')
    shutil.rmtree(ctx.work, ignore_errors=True)
    return 1 if ctx.fails else 0


def first_diag(err):
    for ln in err.splitlines():
        if 'error' in ln or 'Sanitizer' in ln or 'runtime' in ln:
            return ln.strip()
    return err.strip().split('\n')[0] if err.strip() else ''


if __name__ == '__main__':
    sys.exit(main())
