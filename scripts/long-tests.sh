#!/usr/bin/env bash
# The long slices CI leaves out (CI runs scripts/test.sh in < 25 min):
# --verify of every output of the 65- and 128-bit designs (meson suite
# lec-heavy, an hour or more), then the differential campaign at ten
# times CI's size (20000 programs, -O0/-O1/-O2, co-simulation every 10th
# bundle), and the lit eval tests round-tripped at -O0 and -O1.  usage: scripts/long-tests.sh [BUILDDIR]   (default: build)
# Ends with "N passed, N failed" like scripts/test.sh.
set -u
cd "$(dirname "$0")/.."
dir=${1:-build}
[ -f "$dir/build.ninja" ] || meson setup "$dir" >/dev/null
ninja -C "$dir" >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
pass=0 fail=0
if meson test -C "$dir" --suite lec-heavy --print-errorlogs; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
fi
if python3 scripts/difftest.py --combc "$dir/combc" --seed 11 --bundle 100 \
	--count 20000 --sim-every 10 --opts=-O0,-O1,-O2 --out "$dir/difftest-long"
then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
fi
for o in -O0 -O1; do
	if COMBC_ROUNDTRIP=1 COMBC_RT_OPT=$o COMBC="$PWD/$dir/combc" python3 \
		/usr/lib/llvm-14/build/utils/lit/lit.py -q tests/lit/eval; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
