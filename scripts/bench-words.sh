#!/usr/bin/env bash
# bench-words.sh [COMBC [FILE.mlir|DIR]...]: word-level designs to LUT-6,
# combc against Yosys, as a markdown table.
#
# For each design (default: scripts/words/*.mlir and examples/*.mlir; the
# options of a file's first `// sim:` line, e.g. --top, are used):
#   combc   `combc F ARGS -O2 --emit=blif` (LUT-6), proven equal to F by
#           `combc lec F out.blif` within PROOF_SECONDS (default 120)
#   Yosys   `combc F ARGS -O2 --emit=sv`, then
#           `yosys: read_verilog -sv; synth -top T -flatten; abc -lut 6`
#           (Yosys's own word-level synthesis and ABC's LUT mapping of
#           combc's SystemVerilog)
# LUTs are LUTs of two or more inputs (BLIF .names; Yosys $lut cells).
# Seconds are CPU time (user + sys) of the whole process.  The summary
# line gives the geometric mean of combc/Yosys (target: <= 0.9, issue 11).
# COMBC_ARGS: more options for combc's LUT mapping (e.g. --lut-depth=any;
# the SystemVerilog handed to Yosys is the same).
# Not a test: it prints; exit status 1 if a tool fails or a proof fails.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
combc=${1:-${COMBC:-$here/build/combc}}
[ $# -gt 0 ] && shift
[ $# -eq 0 ] && set -- "$here/scripts/words" "$here/examples"
files=()
for a in "$@"; do
	if [ -d "$a" ]; then files+=("$a"/*.mlir); else files+=("$a"); fi
done
command -v yosys >/dev/null || { echo "bench-words: yosys not found" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/combc-bench-words-XXXXXX")
trap 'rm -rf "$work"' EXIT

cpu() { # cpu FILE CMD...: FILE gets CMD's user+sys seconds
	local f=$1; shift
	/usr/bin/time -f "%U %S" -o "$f.t" "$@"; local r=$?
	awk '{printf "%.2f\n", $1 + $2}' "$f.t" > "$f"
	return $r
}
luts() { # luts FILE.blif: .names with >= 2 inputs
	awk '/^\.names/ { n = NF - 2; c = 1; cont = /\\$/; next }
	     c && cont { n += NF - (/\\$/ ? 1 : 0); cont = /\\$/; next }
	     { if (c && n >= 2) k++; c = 0 }
	     END { if (c && n >= 2) k++; print k + 0 }' "$1"
}

echo "| design | options | combc LUT6 | s | Yosys LUT6 | s | combc/Yosys | proven |"
echo "|---|---|---:|---:|---:|---:|---:|---|"
status=0
: > "$work/logs"
for f in "${files[@]}"; do
	base=$(basename "$f" .mlir)
	r=$(sed -n 's|^// sim: *||p' "$f" | head -1)
	read -r -a args <<<"$r"
	echo "bench-words: $base $r" >&2
	blif="$work/$base.blif" sv="$work/$base.sv"
	read -r -a extra <<<"${COMBC_ARGS:-}"
	if ! cpu "$work/tc" "$combc" "$f" ${args[@]+"${args[@]}"} -O2 \
	    ${extra[@]+"${extra[@]}"} --emit=blif -o "$blif" ||
	    ! "$combc" "$f" ${args[@]+"${args[@]}"} -O2 -o "$sv"; then
		status=1; continue
	fi
	proof=$("$combc" lec "$f" "$blif" ${args[@]+"${args[@]}"} \
		--timeout="${PROOF_SECONDS:-120}" 2>&1 | head -1)
	case $proof in
	equivalent) proof=lec ;;
	unknown*) proof="unknown (${PROOF_SECONDS:-120} s)" ;;
	*) proof="FAIL: $proof"; status=1 ;;
	esac
	top=$(printf '%s\n' ${args[@]+"${args[@]}"} | sed -n 's/^--top=//p' | tail -1)
	[ -z "$top" ] && top=$(sed -n 's/^module \([A-Za-z0-9_$]*\).*/\1/p' "$sv" | tail -1)
	if cpu "$work/ty" yosys -q -p "read_verilog -sv $sv; synth -top $top -flatten; \
	    abc -lut 6; tee -q -o $work/stat.txt stat" >"$work/yosys.log" 2>&1; then
		yl=$(awk '$1 == "$lut" { n = $NF } END { print n + 0 }' "$work/stat.txt")
	else
		yl=-; status=1; tail -5 "$work/yosys.log" >&2
	fi
	cl=$(luts "$blif")
	ratio=$(awk -v a="$cl" -v b="$yl" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }')
	[ "$ratio" != - ] && echo "$cl $yl" >> "$work/logs"
	echo "| $base | ${r:+\`$r\`} | $cl | $(cat "$work/tc") | $yl | $(cat "$work/ty") | $ratio | $proof |"
done
awk '$1 > 0 && $2 > 0 { s += log($1 / $2); n++; a += $1; b += $2 }
     END { if (n) printf "\nGeometric mean combc/Yosys over %d designs: %.3f (totals %d vs %d LUTs); target <= 0.9: %s.\n",
	n, exp(s / n), a, b, exp(s / n) <= 0.9 ? "met" : "NOT met" }' "$work/logs"
exit $status
