#!/usr/bin/env python3
"""Hostile inputs: combc gives the right answer or a clear error.

    robust.py --combc PATH [--only SUBSTRING] [-v]

Every case runs combc on a generated input and checks
  * the exit status (0 ok, 1 bad input, 2 bad usage), never a signal,
    never a sanitizer or internal-error report, within a time limit;
  * for an error on an input file, the `FILE:LINE:COL: error:` location
    (the exact LINE:COL where the case gives one);
  * with `-o OUT`, that no OUT is left behind after a failure (and that an
    existing OUT is left untouched);
  * where given, a pattern the message must contain.

Categories (issue 9): truncation at many offsets, encodings, size and
nesting, widths and constants, structure, command line, AIGER, BLIF,
simulators missing.

PENDING lists cases written against the specified behaviour that combc
does not meet yet because another change is under way; they run and are
printed as PENDING (or PENDING-NOW-PASSES) but do not fail the suite.
Move a case out of PENDING once its fix is in.  Exit 1 if any other case
fails.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# case name -> why it is pending
PENDING = {}

SAN_MARKERS = ('runtime error', 'AddressSanitizer', 'LeakSanitizer',
               'UndefinedBehaviorSanitizer', 'internal error')

MOD = (b'hw.module @m(in %a : i8, in %b : i8, out y : i8) {\n'
       b'  %0 = comb.add %a, %b : i8\n'
       b'  hw.output %0 : i8\n'
       b'}\n')


class Case:
    """One combc run.  argv holds '{in}' (the input file), '{out}' (the
    -o file) and '{dir}' (the case's directory) placeholders."""

    def __init__(self, name, data, argv=None, rc=1, loc=True, ext='mlir',
                 msg=None, env=None, limit=30, out=True, ascii_msg=False,
                 max_stderr=None, preexisting=None, rc_any=None):
        self.name, self.data, self.rc, self.loc = name, data, rc, loc
        self.ext, self.msg, self.env, self.limit = ext, msg, env, limit
        self.ascii_msg, self.max_stderr = ascii_msg, max_stderr
        self.preexisting = preexisting
        self.rc_any = rc_any          # a set of allowed statuses
        if argv is None:
            argv = ['{in}'] + (['-o', '{out}'] if out else [])
        self.argv = argv


def run_case(combc, case, work):
    """Run one case; return a list of what is wrong (empty: passed)."""
    d = os.path.join(work, re.sub(r'[^\w.-]', '_', case.name))
    os.makedirs(os.path.join(d, 'empty-path'))   # PATH for sim cases
    inp = os.path.join(d, 'input.' + case.ext)
    out = os.path.join(d, 'out.txt')
    if case.data is not None:
        with open(inp, 'wb') as f:
            f.write(case.data)
    if case.preexisting is not None:
        with open(out, 'wb') as f:
            f.write(case.preexisting)
    argv = [combc] + [a.replace('{in}', inp).replace('{out}', out)
                      .replace('{dir}', d) for a in case.argv]
    env = dict(os.environ)
    env.update(case.env or {})
    env = {k: v.replace('{dir}', d) for k, v in env.items()}
    t0 = time.time()
    try:
        p = subprocess.run(argv, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, env=env,
                           timeout=case.limit)
    except subprocess.TimeoutExpired:
        return ['hang: no exit after %ds' % case.limit]
    secs = time.time() - t0
    err = p.stderr.decode('utf-8', 'replace')
    bad = []
    if p.returncode < 0:
        bad.append('killed by signal %d' % -p.returncode)
    allowed = case.rc_any or {case.rc}
    if p.returncode >= 0 and p.returncode not in allowed:
        bad.append('exit status %d, expected %s' %
                   (p.returncode, '/'.join(map(str, sorted(allowed)))))
    for m in SAN_MARKERS:
        if m in err:
            bad.append('report on stderr: ' + m)
    first = err.splitlines()[0] if err else ''
    if p.returncode == 1 and case.loc:
        want = r'\d+:\d+' if case.loc is True else re.escape(case.loc)
        if not re.search(r'^' + re.escape(inp) + ':' + want + r': error: ',
                         err, re.M):
            bad.append('no %s:%s: error: location; first line: %r' %
                       (os.path.basename(inp),
                        'LINE:COL' if case.loc is True else case.loc,
                        first[:160]))
    # the pattern must be in a message, not in the echoed source line or
    # the case's directory name
    src = set((case.data or b'').decode('utf-8', 'replace').splitlines())
    msgs = '\n'.join(ln.replace(d, 'DIR') for ln in err.splitlines()
                     if ln not in src)
    if case.msg and not re.search(case.msg, msgs):
        bad.append('message lacks /%s/; first line: %r' % (case.msg,
                                                           first[:160]))
    if case.ascii_msg:
        for ln in p.stderr.splitlines():
            if b'error:' in ln and re.search(rb'[^\x20-\x7e\t]', ln):
                bad.append('raw non-ASCII/control byte in the message: %r'
                           % ln[:160])
                break
    if case.max_stderr and len(p.stderr) > case.max_stderr:
        bad.append('%d bytes of diagnostics (limit %d)' %
                   (len(p.stderr), case.max_stderr))
    if '-o' in case.argv and p.returncode != 0:
        if case.preexisting is None and os.path.lexists(out):
            bad.append('-o output left behind after a failure')
        if case.preexisting is not None:
            with open(out, 'rb') as f:
                if f.read() != case.preexisting:
                    bad.append('existing -o output changed by a failure')
    if secs > case.limit * 0.8:
        bad.append('slow: %.1fs' % secs)
    return bad


# ------------------------------------------------------------ cases

def mlir_mod(body, ports='in %a : i8, out y : i8'):
    return ('hw.module @m(%s) {\n%s}\n' % (ports, body)).encode()


def truncation(combc, tmp):
    """Every seed cut at many offsets: a clean error with a location or
    (where the prefix is still valid) success, never a crash."""
    cases = []
    seeds = {
        'mod.mlir': MOD,
        'func.mlir': (b'func.func @f(%a: i32, %b: i32) -> i32 {\n'
                      b'  %c = arith.constant -7 : i32\n'
                      b'  %0 = arith.cmpi slt, %a, %b : i32\n'
                      b'  cf.cond_br %0, ^bb1(%a : i32), ^bb2\n'
                      b'^bb1(%x: i32):\n'
                      b'  %1 = arith.floordivsi %x, %c : i32\n'
                      b'  return %1 : i32\n'
                      b'^bb2:\n'
                      b'  %s = "arith.subi"(%b, %a) : (i32, i32) -> i32\n'
                      b'  return %s : i32\n}\n'),
        'inst.mlir': (b'hw.module @sub(in %x : i4, out z : i4) {\n'
                      b'  %c = hw.constant -1 : i4\n'
                      b'  %0 = comb.xor %x, %c : i4\n'
                      b'  hw.output %0 : i4\n}\n'
                      b'hw.module @top(in %a : i4, out y : i4, out p : i1) {\n'
                      b'  %r = hw.instance "u" @sub(x: %a: i4) -> (z: i4)\n'
                      b'  %q = comb.extract %r from 1 : (i4) -> i1\n'
                      b'  hw.output %r, %q : i4, i1\n}\n'),
        'half.aag': b'aag 7 2 0 2 3\n2\n4\n6\n12\n6 13 15\n12 2 4\n14 3 5\n'
                    b'i0 a\ni1 b\no0 s\no1 c\nc\nhalf adder\n',
        'names.blif': (b'.model m\n.inputs a b c\n.outputs y z\n'
                       b'.names a b t\n11 1\n.names t c y\n1- 1\n-1 1\n'
                       b'.names a z\n0 1\n.end\n'),
    }
    # a binary AIGER from combc itself
    src = os.path.join(tmp, 'seed-src.mlir')
    with open(src, 'wb') as f:
        f.write(MOD)
    aig = os.path.join(tmp, 'seed.aig')
    if subprocess.run([combc, src, '--emit=aiger', '-o', aig],
                      stderr=subprocess.DEVNULL).returncode == 0:
        with open(aig, 'rb') as f:
            seeds['adder.aig'] = f.read()
    # and the examples, 30 cuts each
    ex = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..',
                      'examples')
    for f in sorted(os.listdir(ex)) if os.path.isdir(ex) else []:
        if f.endswith('.mlir'):
            with open(os.path.join(ex, f), 'rb') as fh:
                seeds['ex-' + f] = fh.read()
    for name, data in seeds.items():
        ext = name.rsplit('.', 1)[1]
        n = len(data)
        step = max(1, n // (30 if name.startswith('ex-') else 60))
        for off in sorted(set(list(range(0, n, step)) + [n - 1])):
            cases.append(Case('truncation/%s@%d' % (name, off), data[:off],
                              ext=ext, rc_any={0, 1}))
    return cases


def encodings():
    return [
        Case('encodings/bom', b'\xef\xbb\xbf' + MOD, loc='1:1'),
        Case('encodings/bom-display', b'\xef\xbb\xbf' + MOD, loc='1:1',
             ascii_msg=True),
        Case('encodings/crlf', MOD.replace(b'\n', b'\r\n'), rc=0),
        Case('encodings/cr-only', MOD.replace(b'\n', b'\r'), rc_any={0, 1}),
        Case('encodings/invalid-utf8-comment',
             b'// \xff\xfe\xc3\n' + MOD, rc=0),
        Case('encodings/invalid-utf8-identifier',
             MOD.replace(b'%b', b'%b\xff', 1), loc='1:31'),
        Case('encodings/invalid-utf8-display',
             MOD.replace(b'%b', b'%b\xff', 1), loc='1:31', ascii_msg=True),
        Case('encodings/invalid-utf8-string',
             MOD.replace(b'@m', b'@"m\xff\xfe"'), rc_any={0, 1}),
        Case('encodings/non-ascii-identifier',
             MOD.replace(b'%a', '%ä'.encode()), loc='1:17'),
        Case('encodings/non-ascii-identifier-display',
             MOD.replace(b'%a', '%ä'.encode()), loc='1:17', ascii_msg=True),
        Case('encodings/nul-between-tokens',
             MOD.replace(b'  hw.output', b'  \0hw.output'), loc='3:3',
             msg='NUL'),
        Case('encodings/nul-display',
             MOD.replace(b'  hw.output', b'  \0hw.output'), loc='3:3',
             ascii_msg=True),
        Case('encodings/nul-at-start', b'\0' + MOD, loc='1:1', msg='NUL'),
        Case('encodings/nul-blif', b'.model m\n.inputs a\n.outputs y\n'
             b'.names a y\n1 1\n\0.end\n', ext='blif', loc='6:1', msg='NUL'),
        Case('encodings/nul-aag', b'aag 3 2 0 1 1\n2\n4\n6\n6 2\0 4\n',
             ext='aag', loc='5:4', msg='NUL'),
        Case('encodings/utf16', MOD.decode().encode('utf-16'), loc='1:1'),
        Case('encodings/control-chars', MOD.replace(b'comb', b'\x01comb'),
             loc='2:8'),
        Case('encodings/latin1-comment', b'// caf\xe9\n' + MOD, rc=0),
    ]


def size_and_nesting():
    chain = ['hw.module @m(in %a : i32, out y : i32) {']
    prev = '%a'
    for i in range(100000):
        chain.append('  %%v%d = comb.add %s, %%a : i32' % (i, prev))
        prev = '%%v%d' % i
    chain.append('  hw.output %s : i32\n}\n' % prev)
    wide = ', '.join(['%a'] * 20000)
    return [
        Case('size/long-line-error',
             b'hw.module @m(in %a : i8, out y : i8) {\n  %0 = comb.add %a,'
             + b' ' * 1000000 + b'%zz : i8\n  hw.output %0 : i8\n}\n',
             loc='2:1000020', max_stderr=2000),
        Case('size/long-line-20-errors',
             b''.join(b'// ' + b'x' * 100000 + b'\n' for _ in range(5)) +
             b'hw.module @m(in %a : i8, out y : i8) {' + b' ' * 1000000 +
             b'%\n}\n', loc=True, max_stderr=4000),
        Case('size/long-line-valid',
             ('hw.module @m(in %%a : i1, out y : i20000) {\n'
              '  %%0 = comb.concat %s : %s\n  hw.output %%0 : i20000\n}\n'
              % (wide, ', '.join(['i1'] * 20000))).encode(), rc=0),
        Case('size/100k-ops', '\n'.join(chain).encode(), rc=0, limit=120),
        Case('size/empty', b'', loc='1:1'),
        Case('size/only-comment', b'// nothing\n', loc=True),
        Case('size/only-newlines', b'\n' * 100000, loc=True),
        Case('nesting/regions-100k', b'builtin.module {\n' * 100000,
             loc=True),
        Case('nesting/regions-closed-100k',
             b'builtin.module {\n' * 100000 + b'}\n' * 100000, loc=True),
        Case('nesting/parens-type-100k',
             b'func.func @f(%a: ' + b'(' * 100000 + b'i8', loc='1:18'),
        Case('nesting/array-attr-100k',
             b'func.func @f(%a: i8) -> i8 attributes {x = ' + b'[' * 100000
             + b'1' + b']' * 100000 + b'} {\n  return %a : i8\n}\n',
             rc_any={0, 1}),
        Case('nesting/generic-region-100k',
             b'"builtin.module"() ({\n' * 100000, loc=True),
        Case('nesting/blocks-10k',
             ('func.func @f(%a: i8) -> i8 {\n  cf.br ^b0\n' +
              ''.join('^b%d:\n  cf.br ^b%d\n' % (i, i + 1)
                      for i in range(10000)) +
              '^b10000:\n  return %a : i8\n}\n').encode(), rc=0, limit=120),
    ]


def widths():
    def port(t):
        return mlir_mod('  %%c = hw.constant 1 : i8\n  hw.output %%c : i8\n'
                        .replace('%%', '%'), 'in %%a : %s, out y : i8' % t)

    def const(v, t='i8'):
        return mlir_mod('  %%c = hw.constant %s : %s\n  hw.output %%c : %s\n'
                        % (v, t, t), 'out y : %s' % t)
    return [
        Case('widths/i0-port', port('i0'), rc=0),
        Case('widths/i0-constant', const('0', 'i0'), rc=0),
        Case('widths/i1', const('true', 'i1'), rc=0),
        Case('widths/i65536', mlir_mod(
            '  %0 = comb.add %a, %a : i65536\n  hw.output %0 : i65536\n',
            'in %a : i65536, out y : i65536'), rc=0, argv=['{in}', '-O0',
                                                         '-o', '{out}']),
        Case('widths/i65537', port('i65537'), loc='1:22'),
        Case('widths/i4294967296', port('i4294967296'), loc='1:22',
             msg='4294967296'),
        Case('widths/i99999999999999999999', port('i99999999999999999999'),
             loc='1:22', msg='99999999999999999999'),
        Case('widths/i-1', port('i-1'), loc=True),
        Case('widths/huge-constant', const('9' * 40), loc='2:20'),
        Case('widths/huge-hex-constant', const('0x' + 'f' * 40), loc='2:20'),
        Case('widths/constant-256-i8', const('256'), loc='2:20'),
        Case('widths/constant-255-i8', const('255'), rc=0),
        Case('widths/constant--128-i8', const('-128'), rc=0),
        Case('widths/constant--129-i8', const('-129'), loc='2:20'),
        Case('widths/constant-neg-huge', const('-' + '9' * 40), loc='2:20'),
        Case('widths/arith-constant-out-of-range',
             b'func.func @f() -> i8 {\n  %c = arith.constant 300 : i8\n'
             b'  return %c : i8\n}\n', loc='2:23'),
        Case('widths/i65536-constant', const('1' * 19728, 'i65536'), rc=0),
        Case('widths/extract-out-of-range', mlir_mod(
            '  %0 = comb.extract %a from 7 : (i8) -> i4\n'
            '  %1 = comb.concat %0, %0 : i4, i4\n  hw.output %1 : i8\n'),
            loc=True),
        Case('widths/mismatch', mlir_mod(
            '  %0 = comb.add %a, %a : i16\n  hw.output %0 : i16\n'), loc=True),
        Case('widths/index-width-33', MOD, rc=2,
             argv=['{in}', '--index-width=33', '-o', '{out}']),
    ]


def structure():
    return [
        Case('structure/duplicate-value', mlir_mod(
            '  %0 = comb.add %a, %a : i8\n  %0 = comb.add %a, %a : i8\n'
            '  hw.output %0 : i8\n'), loc='3:3'),
        Case('structure/duplicate-module', MOD + MOD, loc='5:11'),
        Case('structure/duplicate-port', MOD.replace(b'%b', b'%a', 1),
             loc=True),
        Case('structure/undefined-value', mlir_mod(
            '  %0 = comb.add %a, %zz : i8\n  hw.output %0 : i8\n'),
            loc='2:21'),
        Case('structure/graph-cycle', mlir_mod(
            '  %0 = comb.add %a, %1 : i8\n  %1 = comb.add %0, %a : i8\n'
            '  hw.output %1 : i8\n'), loc=True, msg='cycle'),
        Case('structure/self-cycle', mlir_mod(
            '  %0 = comb.add %0, %a : i8\n  hw.output %0 : i8\n'), loc=True),
        Case('structure/missing-terminator-func',
             b'func.func @f(%a: i8) -> i8 {\n  %0 = arith.addi %a, %a : i8\n'
             b'}\n', loc=True),
        Case('structure/missing-terminator-block',
             b'func.func @f(%a: i8) -> i8 {\n  cf.br ^bb1\n^bb1:\n}\n',
             loc=True),
        Case('structure/terminator-in-middle', mlir_mod(
            '  hw.output %a : i8\n  %0 = comb.add %a, %a : i8\n'), loc=True),
        Case('structure/wrong-arity-mux', mlir_mod(
            '  %0 = comb.mux %a, %a : i8\n  hw.output %0 : i8\n'), loc=True),
        Case('structure/wrong-arity-return',
             b'func.func @f(%a: i8) -> i8 {\n  return %a, %a : i8, i8\n}\n',
             loc='2:3'),
        Case('structure/wrong-arity-output', mlir_mod(
            '  hw.output %a, %a : i8, i8\n'), loc='2:3'),
        Case('structure/wrong-arity-instance',
             b'hw.module @s(in %x : i8, out z : i8) {\n  hw.output %x : i8\n}\n'
             b'hw.module @m(in %a : i8, out y : i8) {\n'
             b'  %r = hw.instance "u" @s(x: %a: i8, w: %a: i8) -> (z: i8)\n'
             b'  hw.output %r : i8\n}\n', loc=True),
        Case('structure/instance-label-swapped',
             b'hw.module @s(in %x : i8, in %w : i8, out z : i8) {\n'
             b'  %0 = comb.sub %x, %w : i8\n  hw.output %0 : i8\n}\n'
             b'hw.module @m(in %a : i8, in %b : i8, out y : i8) {\n'
             b'  %r = hw.instance "u" @s(w: %b: i8, x: %a: i8) -> (z: i8)\n'
             b'  hw.output %r : i8\n}\n', loc=True),
        Case('structure/undefined-module',
             b'hw.module @m(in %a : i8, out y : i8) {\n'
             b'  %r = hw.instance "u" @nope(x: %a: i8) -> (z: i8)\n'
             b'  hw.output %r : i8\n}\n', loc=True),
        Case('structure/recursive-call',
             b'func.func @f(%a: i8) -> i8 {\n'
             b'  %0 = func.call @f(%a) : (i8) -> i8\n  return %0 : i8\n}\n',
             loc=True),
        Case('structure/undefined-block',
             b'func.func @f(%a: i8) -> i8 {\n  cf.br ^nope\n}\n', loc=True),
        Case('structure/unknown-op', mlir_mod(
            '  %0 = comb.frobnicate %a : i8\n  hw.output %0 : i8\n'),
            loc=True),
        Case('structure/unterminated-string',
             b'hw.module @m(in %a : i8, out y : i8) attributes {s = "abc\n'
             b'  hw.output %a : i8\n}\n', loc=True),
        Case('structure/unbalanced-close', MOD + b'}\n', loc='5:1'),
        Case('structure/generic-no-paren',
             b'"builtin.module"() ({\n}) : }\n', loc=True),
        Case('structure/declarations-only',
             b'hw.module.extern @m(in %a : i8, out y : i8)\n', loc=True),
        Case('structure/type-mismatch-operands', mlir_mod(
            '  %c = hw.constant 1 : i4\n  %0 = comb.add %a, %c : i8\n'
            '  hw.output %0 : i8\n'), loc=True),
    ]


def command_line():
    return [
        Case('cli/bad-option', MOD, rc=2, argv=['{in}', '--frobnicate'],
             msg='frobnicate'),
        Case('cli/bad-emit', MOD, rc=2, argv=['{in}', '--emit=nope']),
        Case('cli/bad-O', MOD, rc=2, argv=['{in}', '-O7']),
        Case('cli/bad-lut-size', MOD, rc=2, argv=['{in}', '--lut-size=99']),
        Case('cli/lut-size-text', MOD, rc=2, argv=['{in}', '--lut-size=x']),
        Case('cli/no-input', None, rc=2, argv=[]),
        Case('cli/two-inputs', MOD, rc=2, argv=['{in}', '{in}']),
        Case('cli/o-without-arg', MOD, rc=2, argv=['{in}', '-o']),
        Case('cli/missing-file', None, rc=1, loc=False,
             argv=['{dir}/no-such.mlir', '-o', '{out}'], msg='no-such.mlir'),
        Case('cli/directory-input', None, rc=1, loc=False,
             argv=['{dir}', '-o', '{out}'], msg='cannot read'),
        Case('cli/unwritable-o', MOD, rc=1, loc=False,
             argv=['{in}', '-o', '{dir}/no/such/dir/out.sv'],
             msg='cannot write'),
        Case('cli/o-is-directory', MOD, rc=1, loc=False,
             argv=['{in}', '-o', '{dir}'], msg='cannot write'),
        Case('cli/failure-keeps-existing-o', b'garbage\n', loc='1:1',
             preexisting=b'precious\n'),
        Case('cli/top-not-found', MOD, rc=2, loc=False,
             argv=['{in}', '--top=nope', '-o', '{out}'], msg='nope'),
        Case('cli/eval-arg-count', MOD, rc=2, loc=False,
             argv=['eval', '{in}', '1'], msg='argument'),
        Case('cli/eval-bad-number', MOD, rc=2, loc=False,
             argv=['eval', '{in}', '1', 'zz'], msg='zz'),
        Case('cli/eval-huge-number', MOD, rc=0,
             argv=['eval', '{in}', '--', '-' + '9' * 60, '0x' + 'f' * 60]),
        Case('cli/eval-netlist', b'aag 3 2 0 1 1\n2\n4\n6\n6 2 4\n',
             ext='aag', rc=0, argv=['eval', '{in}', '1', '1']),
        Case('cli/vectors-garbage', MOD, rc=2,
             argv=['sim', '{in}', '--vectors=lots']),
        # lec freed its second graph uninitialized when the first input
        # failed to load (valgrind: invalid free)
        Case('cli/lec-bad-first-input', b'garbage\n', rc=2, loc=False,
             argv=['lec', '{in}', '{in}'], msg='error'),
        Case('cli/emit-net-kind-for-netlist',
             b'aag 3 2 0 1 1\n2\n4\n6\n6 2 4\n', ext='aag', loc=False,
             rc_any={1, 2}, argv=['{in}', '--emit=dot', '-o', '{out}']),
    ]


def aiger():
    cases = [
        ('aiger/bad-magic', b'agg 1 1 0 1 0\n2\n2\n', '1:1'),
        ('aiger/header-letters', b'aag x 1 0 1 0\n', '1:5'),
        ('aiger/header-short', b'aag 1 1\n', True),
        ('aiger/header-only-magic', b'aag\n', True),
        ('aiger/header-negative', b'aag -1 0 0 0 0\n', '1:5'),
        ('aiger/header-huge-M', b'aag 2000000000 0 0 0 0\n', '1:5'),
        ('aiger/header-outputs-4G', b'aag 1 1 0 4294967295 0\n2\n', '1:11'),
        ('aiger/header-ands-4G', b'aag 1 1 0 0 4294967295\n2\n', True),
        ('aiger/header-overflow-64', b'aag 99999999999999999999 0 0 0 0\n',
         '1:5'),
        ('aiger/M-too-small', b'aag 1 2 0 1 0\n2\n4\n2\n', '1:5'),
        ('aiger/latch', b'aag 3 1 1 1 1\n2\n4 6\n6\n6 2 4\n', '1:9'),
        ('aiger/undefined-literal', b'aag 3 1 0 1 1\n2\n4\n4 6 2\n', '4:3'),
        ('aiger/odd-input-literal', b'aag 1 1 0 1 0\n3\n2\n', '2:1'),
        ('aiger/literal-out-of-range', b'aag 1 1 0 1 0\n2\n99\n', '3:1'),
        ('aiger/and-cycle', b'aag 3 1 0 1 2\n2\n4\n4 6 2\n6 4 2\n', True),
        ('aiger/fewer-lines-than-counts', b'aag 3 2 0 1 1\n2\n4\n', True),
        ('aiger/bin-truncated-ands', b'aig 3 2 0 1 1\n6\n', '1:13'),
        ('aiger/bin-bad-delta', b'aig 3 2 0 1 1\n6\n\x02', '1:5'),
        ('aiger/bin-delta-overflow', b'aig 3 2 0 1 1\n6\n\xff\xff\xff\xff\xff'
         b'\xff\x7f\x01', True),
        ('aiger/bin-with-input-lines', b'aig 3 2 0 1 1\n2\n4\n6\n\x02\x02',
         True),
    ]
    out = [Case(n, d, loc=l, ext='aig' if d.startswith(b'aig') else 'aag')
           for n, d, l in cases]
    out.append(Case('aiger/symbols-and-comment',
                    b'aag 3 2 0 1 1\n2\n4\n6\n6 2 4\ni0 x\ni1 y\no0 z\nc\n'
                    b'anything \xff\n', ext='aag', rc=0))
    out.append(Case('aiger/bad-symbol', b'aag 3 2 0 1 1\n2\n4\n6\n6 2 4\n'
                    b'i7 x\n', ext='aag', loc='6:1'))
    return out


def blif():
    def b(body):
        return b'.model m\n.inputs a b\n.outputs y\n' + body + b'.end\n'
    return [
        Case('blif/undriven-output', b(b'.names a t\n1 1\n'), ext='blif',
             loc='3:10', msg='never driven'),
        Case('blif/undriven-fanin', b(b'.names a u y\n11 1\n'), ext='blif',
             loc='4:10', msg='never driven'),
        Case('blif/bad-cover-char', b(b'.names a y\n1x 1\n'), ext='blif',
             loc='5:1'),
        Case('blif/bad-cover-width', b(b'.names a b y\n1 1\n'), ext='blif',
             loc=True),
        Case('blif/bad-cover-output', b(b'.names a y\n1 2\n'), ext='blif',
             loc='5:3'),
        Case('blif/mixed-cover-output', b(b'.names a y\n1 1\n0 0\n'),
             ext='blif', loc=True),
        Case('blif/names-without-outputs', b(b'.names\n.names a y\n1 1\n'),
             ext='blif', loc='4:1'),
        Case('blif/cover-without-names', b(b'11 1\n.names a y\n1 1\n'),
             ext='blif', loc='4:1'),
        Case('blif/driven-twice', b(b'.names a y\n1 1\n.names b y\n1 1\n'),
             ext='blif', loc='6:10'),
        Case('blif/cycle', b(b'.names a t y\n11 1\n.names y t\n1 1\n'),
             ext='blif', loc=True, msg='cycle'),
        Case('blif/latch', b(b'.latch a y 0\n'), ext='blif', loc='4:1'),
        Case('blif/subckt', b(b'.subckt foo x=a y=y\n'), ext='blif',
             loc='4:9', msg="no model named 'foo'"),
        Case('blif/subckt-self', b(b'.subckt m a=a b=b y=y\n'),
             ext='blif', loc='4:9', msg='instance of itself'),
        Case('blif/subckt-unbound',
             b(b'.subckt n q=y\n') + b'.model n\n.inputs p\n.outputs q\n'
             b'.names p q\n1 1\n.end\n', ext='blif', loc='9:8',
             msg='never driven'),
        Case('blif/unknown-directive', b(b'.frob\n.names a y\n1 1\n'),
             ext='blif', loc='4:1'),
        Case('blif/two-models', b(b'.names a y\n1 1\n') + b(b'.names a y\n'
                                                             b'1 1\n'),
             ext='blif', rc_any={0, 1}),
        Case('blif/no-model', b'.inputs a\n.outputs y\n.names a y\n1 1\n',
             ext='blif', rc_any={0, 1}),
        Case('blif/missing-end', b'.model m\n.inputs a\n.outputs y\n'
             b'.names a y\n1 1\n', ext='blif', rc_any={0, 1}),
        Case('blif/continuation-at-eof', b'.model m\n.inputs a \\',
             ext='blif', rc_any={0, 1}),
        Case('blif/names-continuation-at-eof',
             b'.model m\n.inputs a\n.outputs y\n.names a y \\', ext='blif',
             loc=True),
        Case('blif/input-driven', b(b'.names b a\n1 1\n.names a y\n1 1\n'),
             ext='blif', loc=True),
        Case('blif/empty', b'', ext='blif', rc_any={0, 1}),
        Case('blif/huge-cover', b(b'.names a b y\n' + b'11 1\n' * 100000),
             ext='blif', rc=0),
        Case('blif/wide-names', b'.model m\n.inputs ' +
             b' '.join(b'i%d' % i for i in range(2000)) +
             b'\n.outputs y\n.names ' +
             b' '.join(b'i%d' % i for i in range(2000)) + b' y\n' +
             b'1' * 2000 + b' 1\n.end\n', ext='blif', rc_any={0, 1}),
    ]


def simulators():
    sim = ['sim', '{in}', '--vectors=0']
    env = {'PATH': '{dir}/empty-path'}
    return [
        Case('sim/no-verilator', MOD, rc=2, loc=False, env=env,
             argv=sim + ['--simulator=verilator'], msg='verilator package'),
        Case('sim/no-iverilog', MOD, rc=2, loc=False, env=env,
             argv=sim + ['--simulator=iverilog'], msg='iverilog package'),
        Case('sim/no-simulators', MOD, rc=2, loc=False, env=env, argv=sim,
             msg='(verilator|iverilog) package'),
        Case('sim/bad-input-before-simulators', b'garbage\n', env=env,
             argv=sim, rc_any={1, 2}, loc=True),
    ]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--combc', required=True)
    ap.add_argument('--only', default='')
    ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    combc = os.path.abspath(a.combc)
    work = tempfile.mkdtemp(prefix='combc-robust-')
    os.environ.setdefault('ASAN_OPTIONS', 'detect_leaks=1')
    cases = (truncation(combc, work) + encodings() + size_and_nesting() +
             widths() + structure() + command_line() + aiger() + blif() +
             simulators())
    names = [c.name for c in cases]
    assert len(set(names)) == len(names), 'duplicate case names'
    unknown = set(PENDING) - set(names)
    assert not unknown, 'PENDING names no case: %s' % unknown
    npass = nfail = npend = 0
    try:
        for c in cases:
            if a.only not in c.name:
                continue
            bad = run_case(combc, c, work)
            if c.name in PENDING:
                npend += 1
                tag = 'PENDING-NOW-PASSES' if not bad else 'PENDING'
                print('%s %s (%s)%s' % (tag, c.name, PENDING[c.name],
                                        ''.join('\n    ' + b for b in bad)))
            elif bad:
                nfail += 1
                print('FAIL %s' % c.name + ''.join('\n    ' + b for b in bad))
            else:
                npass += 1
                if a.v:
                    print('ok   %s' % c.name)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print('robust: %d passed, %d failed, %d pending' % (npass, nfail, npend))
    return 1 if nfail else 0


if __name__ == '__main__':
    sys.exit(main())
