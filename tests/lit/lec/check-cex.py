"""check-cex.py COMBC A B [LEC-OPTIONS...]: `combc lec A B` must exit 1
with "not equivalent" and a counterexample that reproduces: `combc eval`
of A and of B (MLIR sides; --top-a/--top-b/--top pick their tops) on the
counterexample's values must differ on exactly the outputs lec lists, with
the values it prints.  Prints the lec output; exit 0 when all holds."""
import subprocess
import sys

combc, a, b, *opts = sys.argv[1:]
r = subprocess.run([combc, 'lec', a, b, *opts], capture_output=True, text=True)
sys.stdout.write(r.stdout)
lines = r.stdout.splitlines()
assert r.returncode == 1, f'lec exit {r.returncode}: {r.stderr}'
assert lines[0] == 'not equivalent', lines
assert lines[1].startswith('counterexample:'), lines
vals = lines[1].split()[1:]
tops = {'a': None, 'b': None}
for o in opts:
    if o.startswith('--top='):
        tops['a'] = tops['b'] = o[6:]
    elif o.startswith('--top-a='):
        tops['a'] = o[8:]
    elif o.startswith('--top-b='):
        tops['b'] = o[8:]


def ev(path, top):
    cmd = [combc, 'eval', path, '--hex'] + ([f'--top={top}'] if top else [])
    e = subprocess.run(cmd + ['--'] + vals, capture_output=True, text=True)
    assert e.returncode == 0, e.stderr
    return e.stdout.split()


va, vb = ev(a, tops['a']), ev(b, tops['b'])
diff = [i for i in range(len(va)) if va[i] != vb[i]]
assert diff, f'counterexample does not reproduce: {va} == {vb}'
listed = lines[2:]
assert len(listed) == len(diff), (listed, diff)
for line, i in zip(listed, diff):
    # "output NAME: VA in A, VB in B"
    parts = line.split()
    assert parts[2] == va[i] and parts[5] == vb[i], (line, va[i], vb[i])
print('reproduced by combc eval')
