#!/usr/bin/env bash
# run-examples.sh COMBC FILE.mlir|DIR...
#
# (A directory stands for the *.mlir files in it.)
# For each design and each `// sim: ARGS` line in it (one line with no
# ARGS when it has none): emit SystemVerilog with ARGS and check that
#   verilator --lint-only -Wall -Wno-DECLFILENAME   prints nothing,
#   iverilog -g2012                                 compiles it,
#   yosys -p 'read_verilog -sv F; synth -top T'     succeeds,
#   combc sim --simulator=all ARGS                  passes.
# A `// sim-nosynth: ARGS` line skips yosys (for settings whose synthesis
# takes minutes, such as 64-bit dividers).  The top T is the --top of
# ARGS, or the last module of the output.  Prints PASS:/FAIL: per check
# and ends with "N passed, N failed"; exits 1 if anything failed.
# Set COMBC_SIM_VECTORS to pass --vectors=N to every sim run, and
# COMBC_SIM_SIMULATOR=iverilog to co-simulate in Icarus only (CI's slice
# for the lit designs: a Verilator build is most of a setting's time).
set -u
combc=$1; shift
. "$(dirname "$0")/designs.sh"
design_files "$@"
pass=0 fail=0
work=$(mktemp -d "${TMPDIR:-/tmp}/combc-examples-XXXXXX")
trap 'rm -rf "$work"' EXIT

check() { # check NAME LOG COMMAND...: PASS if COMMAND exits 0
	local name=$1 log=$2; shift 2
	if "$@" >"$log" 2>&1; then
		echo "PASS: $name"; pass=$((pass + 1))
	else
		echo "FAIL: $name"; sed 's/^/    /' "$log" | tail -30
		fail=$((fail + 1))
	fi
}

lint_quiet() { # verilator lint must print nothing at all
	verilator --lint-only -Wall -Wno-DECLFILENAME "$@" >"$work/lint.out" 2>&1
	local rc=$?
	cat "$work/lint.out"
	[ $rc -eq 0 ] && [ ! -s "$work/lint.out" ]
}

run_sim() { # run_sim NAME FILE ARGS...
	local name=$1 f=$2; shift 2
	local sargs=("$@")
	[ -n "${COMBC_SIM_VECTORS:-}" ] &&
		sargs+=("--vectors=$COMBC_SIM_VECTORS")
	check "$name: combc sim ${sargs[*]}" "$work/sim.log" \
		"$combc" sim "$f" --simulator="${COMBC_SIM_SIMULATOR:-all}" \
		"${sargs[@]}"
	grep '^sim:' "$work/sim.log" | sed 's/^/    /'
}

for f in "${files[@]}"; do
	base=$(basename "$f" .mlir)
	design_settings "$f"
	for r in "${full[@]}" ${nosynth[@]+"${nosynth[@]}"}; do
		read -r -a args <<<"$r"
		name="$base${r:+ ($r)}"
		sv=$work/$base.sv
		cargs=()  # compile takes no sim options
		for a in ${args[@]+"${args[@]}"}; do
			case $a in --seed=*|--vectors=*|--simulator=*) ;;
			*) cargs+=("$a") ;; esac
		done
		if ! "$combc" "$f" ${cargs[@]+"${cargs[@]}"} -o "$sv" \
			>"$work/emit.log" 2>&1
		then
			echo "FAIL: $name: emit"; sed 's/^/    /' "$work/emit.log"
			fail=$((fail + 1)); continue
		fi
		top=$(printf '%s\n' "${args[@]}" | sed -n 's/^--top=//p' | tail -1)
		[ -z "$top" ] &&
			top=$(sed -n 's/^module \([A-Za-z0-9_]*\).*/\1/p' "$sv" | tail -1)
		check "$name: verilator lint" "$work/lint.log" \
			lint_quiet --top-module "$top" "$sv"
		check "$name: iverilog -g2012" "$work/iverilog.log" \
			iverilog -g2012 -o "$work/a.out" "$sv"
		synth=1
		for x in ${nosynth[@]+"${nosynth[@]}"}; do
			[ "$x" = "$r" ] && synth=0
		done
		if [ $synth = 1 ]; then
			check "$name: yosys synth -top $top" "$work/yosys.log" \
				yosys -q -p "read_verilog -sv $sv; synth -top $top"
		fi
		run_sim "$base" "$f" "${args[@]}"
	done
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
