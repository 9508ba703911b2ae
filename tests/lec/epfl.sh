#!/bin/sh
# epfl.sh COMBC EPFL_DIR [CIRCUIT...]: EPFL circuits mapped to LUT-6 by
# combc (--emit=blif) and proven equal to the original AIG by `combc lec`.
# Default: the 19 whose proofs take at most about a minute each (log2 49
# s, mem_ctrl 7, sqrt 6, div 4); hyp takes 5 minutes and is proven by
# scripts/bench-lut.sh (ABC cec and combc lec) instead.  Prints PASS:/FAIL:
# per circuit; exits 1 on any failure.  A CIRCUIT written NAME:N also
# fails when the netlist has more than N LUTs (the --stats remap line).
# (EPFL_DIR, then /work/shared/benchmarks/epfl when EPFL_DIR is missing;
# without the suite the test is skipped, exit 77.)
combc=$1 given=$2 dir=${EPFL_DIR:-$2}
shift 2
list=${*:-"adder arbiter bar cavlc ctrl dec div i2c int2float max multiplier priority router sin sqrt square voter mem_ctrl log2"}
[ -f "$dir/hyp.aig" ] || dir=/work/shared/benchmarks/epfl
[ -f "$dir/hyp.aig" ] || { echo "SKIP: no EPFL suite at $given"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/combc-epfl-XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0
for spec in $list; do
	c=${spec%%:*} max=
	[ "$c" != "$spec" ] && max=${spec#*:}
	aig=$dir/$c.aig v=
	if ! "$combc" "$aig" --emit=blif --stats -o "$tmp/$c.blif" \
	    2>"$tmp/$c.stats"; then
		cat "$tmp/$c.stats"; echo "FAIL: $c: combc"; fail=1; continue
	fi
	luts=$(sed -n 's/^stats: remap .* luts=\([0-9]*\) .*/\1/p' "$tmp/$c.stats")
	if [ -n "$max" ] && ! [ "${luts:-0}" -gt 0 ] 2>/dev/null; then
		echo "FAIL: $c: no LUT count in --stats"; fail=1
	elif [ -n "$max" ] && [ "$luts" -gt "$max" ]; then
		echo "FAIL: $c: $luts LUTs, more than $max"; fail=1
	elif v=$("$combc" lec "$aig" "$tmp/$c.blif") && [ "$v" = equivalent ]; then
		echo "PASS: $c ($luts LUTs)"
	else
		echo "FAIL: $c: ${v:-}"; fail=1
	fi
done
exit $fail
