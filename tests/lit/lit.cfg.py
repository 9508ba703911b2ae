# -*- Python -*-
# lit configuration for combc's FileCheck tests .
#
# Run:  COMBC=<builddir>/combc python3 /usr/lib/llvm-14/build/utils/lit/lit.py -sv tests/lit
# or:   meson test -C <builddir> --suite lit
#
# Substitutions: `combc` (as a command word) -> $COMBC; `%python` -> this
# Python; `%exact` -> FileCheck options that make the CHECK lines the whole
# output: each CHECK matches a whole line and any other non-empty line fails
# (`FileCheck %s %exact --check-prefix=P`).  FileCheck, not and count come
# from LLVM's tools directory ($LLVM_TOOLS_DIR, else /usr/lib/llvm-14/bin,
# else PATH).
#
# Layout: eval/ (evaluator results per op and spelling), conformance/
# (upstream files, evaluated), diag/ (malformed input: exact line:col and
# message), cli/ (command-line behaviour).

import os
import shutil
import sys

import lit.formats

config.name = 'combc'
# Tests run under /bin/sh so RUN lines may use `;`, `$?` and redirections.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = ['.mlir', '.test']
config.excludes = ['Inputs', 'lit.cfg.py', 'roundtrip.py']
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
combc = os.environ.get('COMBC')
if not combc:
    lit_config.fatal('COMBC is not set: run as '
                     'COMBC=<builddir>/combc lit.py tests/lit '
                     '(meson test --suite lit sets it)')
combc = os.path.abspath(combc)
if not (os.path.isfile(combc) and os.access(combc, os.X_OK)):
    lit_config.fatal('COMBC=%s is not an executable file' % combc)

# Temporary files (%t) go next to the binary, never into the source tree.
config.test_exec_root = os.environ.get('COMBC_LIT_OUT') or os.path.join(
    os.path.dirname(combc), 'lit-out')

# LLVM's FileCheck and not.
candidates = [os.environ.get('LLVM_TOOLS_DIR'), '/usr/lib/llvm-14/bin']
tools_dir = None
for d in candidates:
    if d and os.path.isfile(os.path.join(d, 'FileCheck')):
        tools_dir = d
        break
if tools_dir is None:
    fc = shutil.which('FileCheck')
    if fc is None:
        lit_config.fatal('FileCheck not found: install llvm-14-tools or set '
                         'LLVM_TOOLS_DIR')
    tools_dir = os.path.dirname(fc)
for tool in ('FileCheck', 'not', 'count'):
    if not os.path.isfile(os.path.join(tools_dir, tool)):
        lit_config.fatal('%s not found in %s' % (tool, tools_dir))

config.environment['PATH'] = os.pathsep.join(
    [tools_dir, os.environ.get('PATH', '/usr/bin:/bin')])
# Keep diagnostics and number printing independent of the caller's locale.
config.environment['LC_ALL'] = 'C'
# `combc sim` caches the Verilator runtime's objects (sim/sim.c,
# cache_dir: $COMBC_CACHE_DIR, else $XDG_CACHE_HOME/combc, else
# ~/.cache/combc).  lit passes neither HOME nor those through, so every
# Verilator build of a lit test compiled verilated.cpp again: 5-6 s of
# CPU each, about 60 of them.
for var in ('COMBC_CACHE_DIR', 'XDG_CACHE_HOME', 'HOME'):
    if os.environ.get(var):
        config.environment[var] = os.environ[var]
# COMBC_ROUNDTRIP_VECTORS=N: fold/Inputs/roundtrip.py's vectors per
# function and width (default 12; the sanitized CI run uses 4, corner
# values, since every vector is two evaluator processes).
if os.environ.get('COMBC_ROUNDTRIP_VECTORS'):
    config.environment['COMBC_ROUNDTRIP_VECTORS'] = \
        os.environ['COMBC_ROUNDTRIP_VECTORS']

# `combc` as a command word only: not inside paths or longer names.  With
# COMBC_ROUNDTRIP=1, `combc eval` first round-trips its input through
# `combc --emit=mlir` (tests/lit/roundtrip.py).
if os.environ.get('COMBC_ROUNDTRIP'):
    combc_cmd = '%s %s %s' % (sys.executable, os.path.join(
        config.test_source_root, 'roundtrip.py'), combc)
    config.excludes += ['roundtrip.py']
else:
    combc_cmd = combc
config.substitutions.append((r'(?<![-\w/.%])combc(?![-\w/.])', combc_cmd))
config.substitutions.append(('%python', sys.executable))
config.substitutions.append(('%combc_path', combc))
config.substitutions.append(
    ('%exact', "--match-full-lines --implicit-check-not='{{.}}'"))

lit_config.note('combc: %s' % combc)
lit_config.note('FileCheck: %s' % os.path.join(tools_dir, 'FileCheck'))
