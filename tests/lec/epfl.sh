#!/bin/sh
# epfl.sh COMBC EPFL_DIR: every EPFL circuit mapped to LUT-6 by combc
# (--emit=blif) and proven equal to the original AIG by `combc lec`, hyp
# included.  Prints PASS:/FAIL: per circuit; exits 1 on any failure.
# (EPFL_DIR, then /work/shared/benchmarks/epfl when EPFL_DIR is missing;
# without the suite the test is skipped, exit 77.)
combc=$1 dir=${EPFL_DIR:-$2}
[ -f "$dir/hyp.aig" ] || dir=/work/shared/benchmarks/epfl
[ -f "$dir/hyp.aig" ] || { echo "SKIP: no EPFL suite at $2"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/combc-epfl-XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0
for aig in "$dir"/*.aig; do
	c=$(basename "$aig" .aig)
	if "$combc" "$aig" --emit=blif -o "$tmp/$c.blif" &&
	    v=$("$combc" lec "$aig" "$tmp/$c.blif") && [ "$v" = equivalent ]; then
		echo "PASS: $c"
	else
		echo "FAIL: $c: ${v:-}"; fail=1
	fi
done
exit $fail
