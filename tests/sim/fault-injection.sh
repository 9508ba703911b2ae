#!/usr/bin/env bash
# fault-injection.sh COMBC EXAMPLES_DIR
#
# The checker must be able to fail: with COMBC_SIM_INJECT_FAULT=1, `combc
# sim` corrupts the emitted SystemVerilog (bit 0 of the first output flips
# whenever bit 0 of the first input is 1).  On heir_add_one.mlir (x + 1 on
# i8, exhaustive: vector k is x = k) it must exit 1 and, for each
# simulator, name vector 1 with input x=0x1, expected result=0x2, got
# result=0x3, and (--keep-temps) write a VCD of it.  Without the fault the
# same run passes.
set -u
combc=$1 ex=$2/heir_add_one.mlir
tmp=$(mktemp -d "${TMPDIR:-/tmp}/combc-fault-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { echo "PASS: $1"; pass=$((pass + 1)); }
bad() { echo "FAIL: $1"; fail=$((fail + 1)); }

TMPDIR=$tmp COMBC_SIM_INJECT_FAULT=1 "$combc" sim "$ex" --simulator=all \
	--keep-temps >"$tmp/out" 2>"$tmp/err"
rc=$?
cat "$tmp/out" "$tmp/err" | sed 's/^/    /'
[ $rc -eq 1 ] && ok "faulty design: exit status 1" ||
	bad "faulty design: exit status $rc, not 1"
for s in verilator iverilog; do
	grep -q "^sim: $s: 256 vectors (exhaustive), 128 mismatches" "$tmp/out" &&
		ok "$s: 128 of 256 vectors mismatch" ||
		bad "$s: summary line"
	grep -q "^sim: $s: first mismatch at vector 1:" "$tmp/err" &&
		ok "$s: names vector 1" || bad "$s: names vector 1"
	grep -A3 "^sim: $s: first mismatch" "$tmp/err" |
		grep -q "^sim:   inputs: x=0x1$" &&
		ok "$s: inputs x=0x1" || bad "$s: inputs x=0x1"
	grep -A3 "^sim: $s: first mismatch" "$tmp/err" |
		grep -q "^sim:   expected: result=0x2$" &&
		ok "$s: expected result=0x2" || bad "$s: expected result=0x2"
	grep -A3 "^sim: $s: first mismatch" "$tmp/err" |
		grep -q "^sim:   got ($s): result=0x3 (wrong)$" &&
		ok "$s: got result=0x3" || bad "$s: got result=0x3"
	vcd=$(sed -n "s/^sim:   vcd of vector 1: \(.*$s-vector-1.vcd\)$/\1/p" "$tmp/err")
	[ -n "$vcd" ] && [ -s "$vcd" ] && grep -q '\$var' "$vcd" &&
		ok "$s: VCD written" || bad "$s: VCD written"
done

TMPDIR=$tmp "$combc" sim "$ex" --simulator=all >"$tmp/out" 2>&1 &&
	ok "correct design passes" || { bad "correct design passes"; cat "$tmp/out"; }
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
