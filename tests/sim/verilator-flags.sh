#!/bin/sh
# verilator-flags.sh SRCDIR: the Verilator flags `combc sim` uses (the
# VERILATOR_FIX lines of sim/sim.c) make Verilator compute
# tests/sim/verilator-5006-shrs.sv right (y=1, as Icarus does).  Without
# them Verilator 5.006 prints y=0; that is reported, not asserted, so a
# fixed Verilator passes too.
src=$1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/combc-vflags-XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
sv=$src/tests/sim/verilator-5006-shrs.sv
flags=$(sed -n 's/^#define VERILATOR_FIX[0-9]* "\(.*\)"$/\1/p' "$src/sim/sim.c" | tr "\n" " ")
[ -n "$flags" ] || { echo "FAIL: no VERILATOR_FIX flags in sim/sim.c"; exit 1; }
run() {
	rm -rf "$tmp/o"
	verilator --binary -Wno-fatal -Wno-lint -Wno-style -O3 "$@" \
		--top-module t -Mdir "$tmp/o" "$sv" > "$tmp/log" 2>&1 &&
		"$tmp/o/Vt" | grep '^y='
}
got=$(run $flags)
[ "$got" = "y=1" ] || { echo "FAIL: verilator $flags: '$got', want y=1"; cat "$tmp/log"; exit 1; }
echo "ok: verilator -O3 $flags: $got"
iverilog -g2012 -o "$tmp/iv" "$sv" && ivg=$(vvp -n "$tmp/iv" | grep '^y=')
[ "$ivg" = "y=1" ] || { echo "FAIL: iverilog: '$ivg', want y=1"; exit 1; }
echo "ok: iverilog: $ivg"
echo "note: verilator -O3 without them: $(run)"
