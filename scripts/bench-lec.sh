#!/bin/bash
# bench-lec.sh: equivalence checking speed of `combc lec` against ABC
# `cec` and Yosys (`miter -equiv; sat -verify -prove trigger 0`) on the
# EPFL suite, as a markdown table.
#
#   scripts/bench-lec.sh [--no-yosys] [--timeout SEC] [-K k] [circuit ...]
#
# For each circuit: combc maps it to LUT-K (`--emit=blif`, default K = 6);
# then each tool proves the mapped BLIF equal to the original AIG, in the
# same run.  Seconds are wall-clock of the whole tool process (read, prove);
# a tool that runs past --timeout (default 600 s) is "timeout".  Each row
# gives every tool's verdict; the last row sums the times (a timeout counts
# as its limit).  Plus the 64-bit multiplier from MLIR against combc's own
# LUT-6 mapping of it.  Not a test: it prints; it exits 1 if a verdict is
# not "equivalent" for combc.
set -u
COMBC=${COMBC:-build/combc}
EPFL=${EPFL:-$(dirname "$0")/../../shared/benchmarks/epfl}
K=6 TO=600 NOYOSYS=0 LIST=""
while [ $# -gt 0 ]; do
	case $1 in
	--no-yosys) NOYOSYS=1 ;;
	--timeout) TO=$2; shift ;;
	-K) K=$2; shift ;;
	*) LIST="$LIST $1" ;;
	esac
	shift
done
[ -z "$LIST" ] && LIST="adder bar div hyp log2 max multiplier sin sqrt square arbiter cavlc ctrl dec i2c int2float mem_ctrl priority router voter"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
bad=0

# timed VAR CMD...: run CMD under the time limit; VAR_t = seconds,
# VAR_rc = exit status (124: timeout); output in $TMP/VAR.out
timed() {
	local v=$1; shift
	local s e
	s=$(date +%s.%N)
	timeout "$TO" "$@" > "$TMP/$v.out" 2>&1
	eval "${v}_rc=$?"
	e=$(date +%s.%N)
	eval "${v}_t=$(echo "$e - $s" | bc)"
}
verdict() { # verdict RC OK-PATTERN FILE
	if [ "$1" = 124 ]; then echo timeout
	elif grep -q "$2" "$3"; then echo equivalent
	else echo "error/different"; fi
}
fmt() { printf '%.2f' "$1"; }

echo "| circuit | ANDs | LUTs | combc lec s | verdict | ABC cec s | verdict | Yosys sat s | verdict |"
echo "|---|---:|---:|---:|---|---:|---|---:|---|"
tc=0 ta=0 ty=0
for c in $LIST; do
	aig=$EPFL/$c.aig
	"$COMBC" "$aig" --emit=blif --lut-size="$K" -o "$TMP/$c.blif" || { bad=1; continue; }
	ands=$(head -c 64 "$aig" | head -1 | awk '{print $6}')
	luts=$(grep -c '^\.names' "$TMP/$c.blif")
	timed C "$COMBC" lec "$aig" "$TMP/$c.blif"
	cv=$(verdict "$C_rc" '^equivalent' "$TMP/C.out")
	[ "$cv" = equivalent ] || bad=1
	timed A berkeley-abc -c "cec $aig $TMP/$c.blif"
	av=$(verdict "$A_rc" 'Networks are equivalent' "$TMP/A.out")
	if [ $NOYOSYS = 1 ]; then
		Y_t=0 yv=skipped
	else
		model=$(sed -n 's/^\.model //p' "$TMP/$c.blif" | head -1)
		timed Y yosys -q -p "read_aiger -module_name gold $aig; read_blif $TMP/$c.blif; rename $model gate; miter -equiv -flatten -make_outputs gold gate miter; hierarchy -top miter; sat -verify -prove trigger 0 miter"
		if [ "$Y_rc" = 0 ]; then yv=equivalent
		elif [ "$Y_rc" = 124 ]; then yv=timeout
		else yv=error/different; fi
	fi
	tc=$(echo "$tc + $C_t" | bc); ta=$(echo "$ta + $A_t" | bc); ty=$(echo "$ty + $Y_t" | bc)
	echo "| $c | $ands | $luts | $(fmt "$C_t") | $cv | $(fmt "$A_t") | $av | $(fmt "$Y_t") | $yv |"
done
echo "| **sum** | | | $(fmt "$tc") | | $(fmt "$ta") | | $(fmt "$ty") | |"

# the 64-bit multiplier against combc's own LUT-6 mapping of it
cat > "$TMP/mul64.mlir" <<'MLIR'
hw.module @mul64(in %a : i64, in %b : i64, out p : i64) {
  %0 = comb.mul %a, %b : i64
  hw.output %0 : i64
}
MLIR
"$COMBC" "$TMP/mul64.mlir" --emit=blif --lut-size="$K" -o "$TMP/mul64.blif"
timed C "$COMBC" lec "$TMP/mul64.mlir" "$TMP/mul64.blif"
echo
echo "64-bit multiplier (MLIR) against its LUT-$K mapping: $(head -1 "$TMP/C.out"), $(fmt "$C_t") s"
[ "$(head -1 "$TMP/C.out")" = equivalent ] || bad=1
exit $bad
