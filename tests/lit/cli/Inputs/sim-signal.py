"""sim-signal.py SIGNAL TMPDIR PIDFILE -- COMMAND...

Runs COMMAND (a `combc sim`, or a `combc lec` or `--verify` of Verilog,
whose simulator or Yosys step is a fake that writes PIDFILE, the pid of
a child it leaves running, then sleeps), waits until that step runs,
sends SIGNAL to COMMAND and reports: how COMMAND ended, whether TMPDIR
still holds a combc-* directory, whether the fake step's child is still
alive.  One line each, for FileCheck."""
import os
import signal
import subprocess
import sys
import time

sig = getattr(signal, sys.argv[1])
tmpdir, pidfile = sys.argv[2], sys.argv[3]
cmd = sys.argv[sys.argv.index('--') + 1:]
# as from an interactive shell: lit's workers ignore SIGINT, and combc
# leaves an ignored signal ignored (nohup, `cmd &`)
p = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True,
                     preexec_fn=lambda: signal.signal(signal.SIGINT,
                                                      signal.SIG_DFL))
end = time.time() + 60
while not os.path.exists(pidfile) and time.time() < end:
    time.sleep(0.05)
time.sleep(0.2)
p.send_signal(sig)
err = p.communicate(timeout=60)[1]
sys.stderr.write(err)
print('ended by signal', signal.Signals(-p.returncode).name
      if p.returncode < 0 else 'exit %d' % p.returncode)
left = [d for d in os.listdir(tmpdir) if d.startswith('combc-')]
print('directories left:', len(left))
child = int(open(pidfile).read().split()[0])
alive = True
for _ in range(100):
    try:
        os.kill(child, 0)
        # a zombie still answers: look at its state
        with open('/proc/%d/stat' % child) as f:
            if f.read().rsplit(')', 1)[1].split()[0] == 'Z':
                alive = False
                break
    except (ProcessLookupError, FileNotFoundError):
        alive = False
        break
    time.sleep(0.05)
print('step child alive:', alive)
