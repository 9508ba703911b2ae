#!/usr/bin/env python3
"""truncate.py: every prefix of a valid input gets a located error or works.

Cuts each tests/lit/**/*.mlir and examples/*.mlir input at many offsets
(N token boundaries spread evenly over the file plus N/2 byte offsets
inside tokens, or every token boundary with --all) and runs on each prefix

  combc PREFIX -o OUT      (compile)
  combc eval PREFIX        (evaluate, no arguments)

A run fails on
  * a signal (crash) or a timeout;
  * compile: an exit status other than 0 or 1;
    eval: other than 0, 1 or 2, where 2 (bad usage: no arguments are
    given) must say `combc: error: ...`;
  * exit 1 whose first stderr line is not `PREFIX:LINE:COL: error: ...`
    with LINE inside the prefix (errors at end of file point at the last
    token, not at no place);
  * the same `file:line:col: error: message` line twice in a row (one
    error printed twice);
  * a sanitizer report on stderr;
  * a failed compile that leaves OUT behind.

Usage: truncate.py [--combc PATH] [--offsets N] [--all] [--jobs J]
                   [--timeout T] [-v] [FILE...]
Exit status 0 when every run passed, 1 otherwise.
"""

import argparse
import concurrent.futures as cf
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAN = ('runtime error', 'AddressSanitizer', 'LeakSanitizer',
       'UndefinedBehaviorSanitizer')
# token boundaries: between any two of space, punctuation and word runs
TOKEN = re.compile(rb'\s+|[A-Za-z0-9_$.%@^#!-]+|"[^"\n]*"?|.', re.S)


def offsets(data, n, every):
    """Cut points in 1..len-1: token ends, then byte offsets inside."""
    ends = sorted({m.end() for m in TOKEN.finditer(data)} - {len(data)})
    ends = [e for e in ends if e > 0]
    if every or len(ends) <= n:
        pick = ends
    else:
        pick = [ends[(i * (len(ends) - 1)) // (n - 1)] for i in range(n)]
    inside = sorted(set(range(1, len(data))) - set(ends))
    k = 0 if every else n // 2
    if inside and k:
        pick += [inside[(i * (len(inside) - 1)) // max(k - 1, 1)]
                 for i in range(k)]
    return sorted(set(pick))


def run(cmd, timeout):
    try:
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, ''
    return r.returncode, r.stderr.decode('utf-8', 'replace')


def check_diag(path, nlines, rc, err):
    """The problems of one run's exit status 1 and stderr, as strings."""
    bad = []
    if any(m in err for m in SAN):
        bad.append('sanitizer report')
    lines = err.splitlines()
    heads = [l for l in lines if re.match(r'^\S.*:\d+:\d+: (error|note): ',
                                          l)]
    for a, b in zip(heads, heads[1:]):
        if a == b:
            bad.append('printed twice: ' + a)
            break
    if rc != 1:
        return bad
    first = lines[0] if lines else ''
    m = re.match(r'^(.*?):(\d+):(\d+): error: ', first)
    if not m or m.group(1) != path:
        bad.append('no location: ' + first[:200])
    elif not 1 <= int(m.group(2)) <= nlines:
        bad.append('line %s outside 1..%d: %s' % (m.group(2), nlines,
                                                   first[:200]))
    return bad


def one(combc, src, data, off, tmp, timeout):
    """Run compile and eval on data[:off]; returns a list of problems."""
    d = tempfile.mkdtemp(dir=tmp)
    path = os.path.join(d, os.path.basename(src))
    out = os.path.join(d, 'out.sv')
    prefix = data[:off]
    with open(path, 'wb') as f:
        f.write(prefix)
    nlines = prefix.count(b'\n') + 1
    bad = []
    rc, err = run([combc, path, '-o', out], timeout)
    if rc is None or rc < 0:
        bad.append('compile: %s' % ('timeout' if rc is None else
                                    'signal %d' % -rc))
    else:
        if rc not in (0, 1):
            bad.append('compile: exit %d' % rc)
        bad += ['compile: ' + b for b in check_diag(path, nlines, rc, err)]
        if rc != 0 and os.path.exists(out):
            bad.append('compile: output file left after exit %d' % rc)
    rc, err = run([combc, 'eval', path], timeout)
    if rc is None or rc < 0:
        bad.append('eval: %s' % ('timeout' if rc is None else
                                 'signal %d' % -rc))
    else:
        if rc not in (0, 1, 2) or (rc == 2 and
                                   not err.startswith('combc: error: ')):
            bad.append('eval: exit %d: %s' % (rc, err[:200]))
        bad += ['eval: ' + b for b in check_diag(path, nlines, rc, err)]
    shutil.rmtree(d, ignore_errors=True)
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--combc', default=os.environ.get(
        'COMBC', os.path.join(ROOT, 'build', 'combc')))
    ap.add_argument('--offsets', type=int, default=8,
                    help='token boundaries per file (default 8)')
    ap.add_argument('--all', action='store_true',
                    help='every token boundary')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=float, default=20)
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('files', nargs='*')
    a = ap.parse_args()
    files = a.files or sorted(
        glob.glob(os.path.join(ROOT, 'tests/lit/**/*.mlir'), recursive=True) +
        glob.glob(os.path.join(ROOT, 'examples/*.mlir')))
    tmp = tempfile.mkdtemp(prefix='combc-truncate-')
    jobs, fails, nrun = [], 0, 0
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for src in files:
            with open(src, 'rb') as f:
                data = f.read()
            for off in offsets(data, max(a.offsets, 2), a.all):
                jobs.append((src, off, ex.submit(one, a.combc, src, data,
                                                 off, tmp, a.timeout)))
        for src, off, fut in jobs:
            bad = fut.result()
            nrun += 1
            if bad:
                fails += 1
                print('%s cut at byte %d:' % (os.path.relpath(src, ROOT), off))
                for b in bad:
                    print('  ' + b)
            elif a.verbose:
                print('ok %s @%d' % (src, off))
    shutil.rmtree(tmp, ignore_errors=True)
    print('truncate: %d prefixes of %d files, %d failed' %
          (nrun, len(files), fails))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
