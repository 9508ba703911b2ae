#!/usr/bin/env bash
# bench-fpga.sh [COMBC [FILE.mlir|DIR]...]: designs placed and routed on an
# iCE40 (hx8k, ct256), combc's FPGA output against Yosys on combc's plain
# SystemVerilog, as a markdown table.
#
# For each design (default: examples/*.mlir and scripts/words/*.mlir; the
# options of a file's first `// sim:` line, e.g. --top, are used):
#   (a) `combc fpga F --flow=sv -O1`: combc's plain SV (the default -O1
#       compile) through Yosys synth_ice40, nextpnr-ice40, icepack
#   (b) `combc fpga F` (--flow=best): sv at -O2, mixed (--emit=ice40:
#       carry-chain arithmetic around combc's LUT-4 cells) and lut
#       (--emit=lut-ice40), keeping the fewest LUT4 no slower than sv
# Both wrap the design in registered inputs and outputs (combc fpga), so
# the critical path is register to register; LUT4 and carry come from
# Yosys's stat, the path from nextpnr's report (same seed, FPGA_SEED,
# default 1).  (b)'s output is also proven equal to F: `combc F
# --emit=ice40|lut-ice40|sv -O2 --verify` for the flow kept.
# Target (issue 12): (b) no worse than (a) in LUT4 or ns on any design,
# better in total.  Not a test: it prints; exit status 1 if a tool fails.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
combc=${1:-${COMBC:-$here/build/combc}}
[ $# -gt 0 ] && shift
[ $# -eq 0 ] && set -- "$here/examples" "$here/scripts/words"
files=()
for a in "$@"; do
	if [ -d "$a" ]; then files+=("$a"/*.mlir); else files+=("$a"); fi
done
for t in yosys nextpnr-ice40 icepack; do
	command -v $t >/dev/null || { echo "bench-fpga: $t not found" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/combc-bench-fpga-XXXXXX")
trap 'rm -rf "$work"' EXIT
seed=${FPGA_SEED:-1}

field() { # field FILE KEY: the value after "KEY: " (first word)
	sed -n "s/^$2: *\([^ ]*\).*/\1/p" "$1" | head -1
}

echo "| design | (a) LUT4 | carry | ns | (b) flow | LUT4 | carry | ns | LUT4 b/a | ns b/a | proven |"
echo "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---|"
status=0
tla=0 tlb=0 tna=0 tnb=0 worse=0 n=0
for f in "${files[@]}"; do
	base=$(basename "$f" .mlir)
	r=$(sed -n 's|^// sim: *||p' "$f" | head -1)
	read -r -a args <<<"$r"
	echo "bench-fpga: $base $r" >&2
	if ! "$combc" fpga "$f" ${args[@]+"${args[@]}"} --flow=sv -O1 \
	    --seed="$seed" -o "$work/a.bin" > "$work/a.txt" 2> "$work/a.err" ||
	   ! "$combc" fpga "$f" ${args[@]+"${args[@]}"} --seed="$seed" \
	    -o "$work/b.bin" > "$work/b.txt" 2> "$work/b.err"; then
		echo "| $base | failed: $(tail -1 "$work/a.err" "$work/b.err" | tr '\n|' ' /') |||||||||"
		status=1
		continue
	fi
	la=$(field "$work/a.txt" LUT4) ca=$(field "$work/a.txt" carry)
	na=$(field "$work/a.txt" "critical path")
	lb=$(field "$work/b.txt" LUT4) cb=$(field "$work/b.txt" carry)
	nb=$(field "$work/b.txt" "critical path")
	flow=$(sed -n 's/^fpga:.*flow \([a-z]*\)$/\1/p' "$work/b.txt")
	case $flow in
	sv) emit=sv ;; mixed) emit=ice40 ;; *) emit=lut-ice40 ;;
	esac
	if "$combc" "$f" ${args[@]+"${args[@]}"} -O2 --emit=$emit --verify \
	    --timeout="${PROOF_SECONDS:-60}" -o "$work/p.sv" 2> "$work/p.err"; then
		proof=yes
	elif grep -q unknown "$work/p.err"; then
		proof=unknown
	else
		proof=NO; status=1
	fi
	row=$(awk -v la="$la" -v lb="$lb" -v na="$na" -v nb="$nb" 'BEGIN {
		printf "%.2f | %.2f", lb / (la ? la : 1), nb / (na ? na : 1) }')
	echo "| $base | $la | $ca | $na | $flow | $lb | $cb | $nb | $row | $proof |"
	tla=$((tla + la)) tlb=$((tlb + lb)) n=$((n + 1))
	tna=$(awk -v a="$tna" -v b="$na" 'BEGIN { print a + b }')
	tnb=$(awk -v a="$tnb" -v b="$nb" 'BEGIN { print a + b }')
	if [ "$lb" -gt "$la" ] || awk -v a="$na" -v b="$nb" 'BEGIN { exit !(b > a) }'; then
		worse=$((worse + 1))
	fi
done
echo
echo "total over $n designs: LUT4 (a) $tla, (b) $tlb; critical paths (a) $tna ns, (b) $tnb ns; designs where (b) is worse in LUT4 or ns: $worse"
exit $status
