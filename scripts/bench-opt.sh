#!/usr/bin/env bash
# bench-opt.sh [COMBC [FILE.mlir|DIR]...]: what the optimizer saves.
#
# For each design (default: examples/*.mlir) and each `// sim: ARGS` and
# `// sim-nosynth: ARGS` line in it (one run without ARGS when it has
# none), emit SystemVerilog at -O0, -O1 and -O2 with ARGS and synthesize
# it with Yosys twice:
#   yosys -p 'read_verilog -sv F; synth -top T; stat'          -> cells
#   yosys -p 'read_verilog -sv F; synth -top T -lut 6; stat'   -> LUT-6s
# (for a design with hierarchy, the totals of the design hierarchy).  T is
# the --top of ARGS, or the last module of the output.  Prints a markdown
# table on stdout, progress on stderr.
#
# COMBC defaults to $COMBC, then build/combc.  BENCH_SKIP_NOSYNTH=1 skips
# the `sim-nosynth` settings (64-bit dividers take Yosys minutes at -O0).
# Requires yosys.  Exit status 1 if combc or yosys fails.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
combc=${1:-${COMBC:-$here/build/combc}}
[ $# -gt 0 ] && shift
[ $# -eq 0 ] && set -- "$here/examples"
files=()
for a in "$@"; do
	if [ -d "$a" ]; then files+=("$a"/*.mlir); else files+=("$a"); fi
done
command -v yosys >/dev/null || { echo "bench-opt: yosys not found" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/combc-bench-opt-XXXXXX")
trap 'rm -rf "$work"' EXIT

# count FILE.txt KIND: total cells (KIND=cells) or $lut cells (KIND=lut)
# of a Yosys `stat` report: the design hierarchy's when there is one.
count() {
	awk -v kind="$2" '
		/=== design hierarchy ===/ { n = 0; lut = 0; hier = 1 }
		/Number of cells:/ { n = $NF }
		$1 == "$lut" { lut = $NF }
		END { print (kind == "lut" ? lut + 0 : n + 0) }' "$1"
}

# synth SV TOP [-lut 6]: writes the stat report to $work/stat.txt
synth() {
	local sv=$1 top=$2; shift 2
	yosys -q -p "read_verilog -sv $sv; synth -top $top $*; \
		tee -q -o $work/stat.txt stat" >"$work/yosys.log" 2>&1
}

pct() { # pct OLD NEW: the change in percent
	awk -v a="$1" -v b="$2" 'BEGIN {
		if (a == 0) print "n/a"; else printf "%+.0f%%", (b - a) * 100 / a }'
}

echo "| design | options | cells -O0 | cells -O1 | cells -O2 | -O2 vs -O0 | LUT6 -O0 | LUT6 -O1 | LUT6 -O2 | -O2 vs -O0 |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
status=0
for f in "${files[@]}"; do
	base=$(basename "$f" .mlir)
	mapfile -t runs < <(sed -n 's|^// sim: *||p' "$f")
	if [ "${BENCH_SKIP_NOSYNTH:-0}" != 1 ]; then
		mapfile -t more < <(sed -n 's|^// sim-nosynth: *||p' "$f")
		runs+=(${more[@]+"${more[@]}"})
	fi
	[ ${#runs[@]} -eq 0 ] && runs=("")
	for r in "${runs[@]}"; do
		read -r -a args <<<"$r"
		cells=() luts=()
		for o in 0 1 2; do
			sv="$work/$base.O$o.sv"
			echo "bench-opt: $base $r -O$o" >&2
			if ! "$combc" "$f" ${args[@]+"${args[@]}"} -O$o -o "$sv"; then
				status=1; cells+=(-); luts+=(-); continue
			fi
			top=$(printf '%s\n' ${args[@]+"${args[@]}"} |
				sed -n 's/^--top=//p' | tail -1)
			[ -z "$top" ] && top=$(sed -n 's/^module \([A-Za-z0-9_$]*\).*/\1/p' \
				"$sv" | tail -1)
			if synth "$sv" "$top"; then
				cells+=("$(count "$work/stat.txt" cells)")
			else
				status=1; cells+=(-); tail -5 "$work/yosys.log" >&2
			fi
			if synth "$sv" "$top" -lut 6; then
				luts+=("$(count "$work/stat.txt" lut)")
			else
				status=1; luts+=(-); tail -5 "$work/yosys.log" >&2
			fi
		done
		opts=${r:-}
		echo "| $base | ${opts:+\`$opts\`} | ${cells[0]} | ${cells[1]} | ${cells[2]} | $(pct "${cells[0]}" "${cells[2]}") | ${luts[0]} | ${luts[1]} | ${luts[2]} | $(pct "${luts[0]}" "${luts[2]}") |"
	done
done
exit $status
