#!/bin/sh
# epfl.sh COMBC EPFL_DIR [CIRCUIT...]: EPFL circuits mapped to LUT-6 by
# combc (--emit=blif) and proven equal to the original AIG by `combc lec`.
# Default: the 19 whose proofs take at most about a minute each (log2 49
# s, mem_ctrl 7, sqrt 6, div 4); hyp takes 5 minutes and is proven by
# scripts/bench-lut.sh (ABC cec and combc lec) instead.  Prints PASS:/FAIL:
# per circuit; exits 1 on any failure.
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
for c in $list; do
	aig=$dir/$c.aig
	if "$combc" "$aig" --emit=blif -o "$tmp/$c.blif" &&
	    v=$("$combc" lec "$aig" "$tmp/$c.blif") && [ "$v" = equivalent ]; then
		echo "PASS: $c"
	else
		echo "FAIL: $c: ${v:-}"; fail=1
	fi
done
exit $fail
