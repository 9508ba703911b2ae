#!/usr/bin/env bash
# verify-designs.sh COMBC FILE.mlir|DIR...
#
# Every design (a directory stands for its *.mlir files) with each of its
# `// sim: ARGS` lines (one run without ARGS when it has none) is compiled
# to every design output (sv, lut-sv, mlir, lut-mlir, blif, aiger) with
# --verify: combc proves the output equal to the input (SystemVerilog read
# back by Yosys) and fails otherwise.  `// sim-nosynth:` lines are proven
# for the non-SV outputs only (Yosys takes minutes on them), and lut-sv
# only for netlists under 40 KB (Yosys's techmap of the LUT tables takes
# about 10 ms per LUT; the other outputs prove those netlists).  Each
# proof gets --timeout=${VERIFY_TIMEOUT:-20} seconds: a proof SAT cannot
# finish in time is UNKNOWN (printed, counted, not a failure: e.g.
# index_addr, whose -O2 output drops (i / c) * c + i % c = i, asks SAT for
# the division identity on 32 bits, which it does not decide in minutes);
# "not equivalent" or any error is a failure.  Prints PASS:/UNKNOWN:/FAIL:
# per proof and ends with "N passed, N failed" (and the unknowns).
# VERIFY_NOSYNTH=skip leaves the `// sim-nosynth:` settings out (the CI
# slice: they are the 65- and 128-bit designs, minutes each);
# VERIFY_KINDS="mlir blif" proves only those outputs (CI: the optimized
# word-level design and the LUT netlist, no Yosys; lit/lec proves every
# kind on small designs, sim-examples co-simulates the SV).
# VERIFY_SKIP: proofs left out, by the name PASS:/FAIL: would print
# ("design (args) --emit=kind"), separated by ';' (printed SKIP:, not
# counted).
set -u
combc=$1; shift
. "$(dirname "$0")/../sim/designs.sh"
design_files "$@"
pass=0 fail=0 unknown=0
log=$(mktemp "${TMPDIR:-/tmp}/combc-verify-XXXXXX")
trap 'rm -f "$log"' EXIT
for f in "${files[@]}"; do
	base=$(basename "$f" .mlir)
	design_settings "$f"
	[ "${VERIFY_NOSYNTH:-}" = skip ] && nosynth=()
	for r in "${full[@]}" ${nosynth[@]+"${nosynth[@]}"}; do
		read -r -a raw <<<"$r"
		args=()
		for x in ${raw[@]+"${raw[@]}"}; do
			case $x in --emit=*|--vectors=*|--seed=*|--simulator=*) ;;
			*) args+=("$x") ;; esac
		done
		kinds="mlir lut-mlir blif aiger sv lut-sv"
		for x in ${nosynth[@]+"${nosynth[@]}"}; do
			[ "$x" = "$r" ] && kinds="mlir lut-mlir blif aiger"
		done
		if [ -n "${VERIFY_KINDS:-}" ]; then
			keep=
			for k in $kinds; do
				case " $VERIFY_KINDS " in *" $k "*) keep="$keep $k" ;; esac
			done
			kinds=$keep
		fi
		# (the size check compiles the design: only when it decides)
		case " $kinds " in *" lut-sv "*)
			"$combc" "$f" ${args[@]+"${args[@]}"} --emit=lut-sv \
				-o "$log" >/dev/null 2>&1
			[ "$(wc -c < "$log")" -gt 40000 ] &&
				kinds=${kinds% lut-sv} ;;
		esac
		for k in $kinds; do
			name="$base${r:+ ($r)} --emit=$k"
			case ";${VERIFY_SKIP:-};" in *";$name;"*)
				echo "SKIP: $name (VERIFY_SKIP)"; continue ;;
			esac
			t0=$SECONDS
			if "$combc" "$f" ${args[@]+"${args[@]}"} --emit=$k \
			    --verify --timeout=${VERIFY_TIMEOUT:-20} \
			    -o /dev/null >"$log" 2>&1; then
				echo "PASS: $name ($((SECONDS - t0)) s)"
				pass=$((pass + 1))
			elif grep -q ": unknown: the time limit was reached" "$log" &&
			    ! grep -q "not equivalent\|error:" "$log"; then
				echo "UNKNOWN: $name"; unknown=$((unknown + 1))
			else
				echo "FAIL: $name"; sed 's/^/    /' "$log" | tail -20
				fail=$((fail + 1))
			fi
		done
	done
done
echo "$pass passed, $fail failed ($unknown unknown: the time limit)"
[ "$fail" -eq 0 ]
