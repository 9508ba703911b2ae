#!/usr/bin/env python3
"""Round-trip wrapper for the lit suite: `roundtrip.py COMBC eval IN ARGS...`
first prints IN with `COMBC IN --emit=mlir [-O0]` and then evaluates that
printed MLIR instead of IN, so every eval test also checks that the printer's
output reads back to the same results.  Other commands, and inputs combc
rejects, run unchanged (their diagnostics must name the original file).
Set COMBC_RT_OPT to the -O flag to print with (default -O0)."""
import os
import subprocess
import sys
import tempfile

def main():
    combc, args = sys.argv[1], sys.argv[2:]
    if not args or args[0] != 'eval':
        os.execv(combc, [combc] + args)
    # the input is the first non-option argument after `eval`
    idx = None
    for i, a in enumerate(args[1:], 1):
        if a == '--':
            break
        if a == '-' or not a.startswith('-'):
            idx = i
            break
    if idx is None:
        os.execv(combc, [combc] + args)
    src = args[idx]
    data = sys.stdin.buffer.read() if src == '-' else None
    opt = os.environ.get('COMBC_RT_OPT', '-O0')
    cmd = [combc, src, '--emit=mlir', opt]
    cmd += [a for a in args if a.startswith('--index-width=') or
            a.startswith('--top=')]
    p = subprocess.run(cmd, input=data, capture_output=True)
    if p.returncode != 0:
        # combc rejects it: run the original so the diagnostics stay exact
        if data is not None:
            q = subprocess.run([combc] + args, input=data)
            sys.exit(q.returncode)
        os.execv(combc, [combc] + args)
    with tempfile.NamedTemporaryFile('wb', suffix='.mlir', delete=False) as f:
        f.write(p.stdout)
        path = f.name
    try:
        q = subprocess.run([combc] + args[:idx] + [path] + args[idx + 1:])
    finally:
        os.unlink(path)
    sys.exit(q.returncode)

main()
