#!/usr/bin/env bash
# Build combc with gcc (plain, and with AddressSanitizer + UBSan) and run
# the whole test suite on each (C unit tests, the API client, lit/FileCheck
# tests, co-simulation, differential and mutation campaigns), then with
# clang (unit, scale).  Ends with one line: "N passed, N failed".  The
# heavy slices (--verify on the 65/128-bit designs, longer campaigns) are
# scripts/long-tests.sh's.
set -u
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh || { echo "0 passed, 1 failed"; exit 1; }

LIT=/usr/lib/llvm-14/build/utils/lit/lit.py
pass=0 fail=0

# run_suite BUILDDIR MESON-TEST-OPTIONS LIT [meson setup options...]
# LIT: yes (every lit test), no, or a regular expression of the test
# paths to leave out.
run_suite() {
	local dir=$1 topts=$2 lit=$3 t0=$SECONDS t1; shift 3
	if [ ! -f "$dir/build.ninja" ]; then
		meson setup "$dir" "$@" >"$dir.setup.log" 2>&1 || {
			cat "$dir.setup.log"; fail=$((fail + 1)); return; }
	fi
	if ! ninja -C "$dir" >"$dir.build.log" 2>&1; then
		cat "$dir.build.log"; fail=$((fail + 1)); return
	fi
	# meson tests other than lit, one count each
	local log=$dir/meson-test.log
	# shellcheck disable=SC2086
	meson test -C "$dir" --no-suite lit $topts --print-errorlogs >"$log" 2>&1
	local ok bad
	ok=$(sed -n 's/^Ok: *\([0-9]*\).*/\1/p' "$log" | tail -1)
	bad=$(sed -n 's/^\(Fail\|Timeout\|Unexpected Pass\): *\([0-9]*\).*/\2/p' "$log" |
		awk '{s += $1} END {print s + 0}')
	grep -E '^ *[0-9]+/[0-9]+ ' "$log" | grep -v ' OK ' || true
	[ "${bad:-0}" -gt 0 ] && sed -n '/^--- command ---/,/^-------/p' "$log" | tail -80
	pass=$((pass + ${ok:-0})); fail=$((fail + ${bad:-0}))
	t1=$SECONDS
	if [ "$lit" = no ]; then
		echo "$dir: meson ${ok:-0} ok ${bad:-0} failed" \
			"($((t1 - t0)) s with the build)"
		return
	fi
	# lit tests, one count per file
	local litlog=$dir/lit.log
	local filt=()
	[ "$lit" != yes ] && filt=(--filter-out "$lit")
	COMBC="$PWD/$dir/combc" COMBC_ROUNDTRIP_VECTORS=${RT_VECTORS:-} \
		python3 "$LIT" -v --no-progress-bar \
		${filt[@]+"${filt[@]}"} tests/lit >"$litlog" 2>&1
	grep -E '^(FAIL|UNRESOLVED|XPASS|TIMEOUT):' "$litlog" || true
	local lp lf
	lp=$(grep -cE '^(PASS|XFAIL):' "$litlog" || true)
	lf=$(grep -cE '^(FAIL|UNRESOLVED|XPASS|TIMEOUT):' "$litlog" || true)
	pass=$((pass + lp)); fail=$((fail + lf))
	echo "$dir: meson ${ok:-0} ok ${bad:-0} failed; lit $lp passed" \
		"$lf failed ($((t1 - t0)) s with the build, lit $((SECONDS - t1)) s)"
}

# (The eval tests round-tripped through `combc --emit=mlir` at -O0 and
# -O1 are scripts/long-tests.sh's.)
# The fuzz corpus replay and the hostile inputs run under the sanitizers
# only (below): the same cases, with every check of the plain build and
# the sanitizers' too.
run_suite build "--no-suite lec-heavy --no-suite fuzz --no-suite robust" yes
# Under the sanitizers: the unit tests, the campaigns (difftest, mutfuzz,
# lec-mutants), bad input (robust, which truncates every input kind too,
# and the fuzz corpus), scale, and
# the lit tests of diagnostics, command line, aggregates, folding,
# optimization and validation.  Left to the plain build: co-simulation
# (the simulators' C++ compiles), proofs of whole designs and EPFL
# circuits, and the lit tests of eval/, conformance/, fpga/, sv/, lut/
# and lec/ (hundreds of evaluator runs, simulators, FPGA tools and SAT;
# with ASan every process start costs 0.1 s and the whole lit suite took
# 20 minutes), whose code the sanitized campaigns exercise.
RT_VECTORS=4 run_suite build-san "--no-suite sim --no-suite diag --no-suite diff-plain --no-suite lec-heavy --no-suite lec-epfl --no-suite lec-verify" "(eval|conformance|fpga|sv|lut|lec)/" -Db_sanitize=address,undefined -Db_lundef=false
# clang too (CI builds with both compilers, warnings are errors): the
# unit tests, the API client and the scale test; lit and the differential
# campaigns already ran on the gcc builds.
CC=clang run_suite build-clang "--suite unit --suite scale" no
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
