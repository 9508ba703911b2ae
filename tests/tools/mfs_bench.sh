#!/usr/bin/env bash
# Measure lutnet_mfs against ABC's mfs2 on EPFL circuits.  For each
# circuit: mfs_bench maps it as `combc X.aig --emit=blif` does and runs
# lutnet_mfs (checked by simulation); ABC runs mfs2 (6-LUT library) on
# the same mapping; ABC's cec proves our result equal to the AIG.  LUTs
# are BLIF .names of two inputs or more, counted the same way for both;
# times are CPU seconds of the optimization (ABC's: the whole command).
# usage: mfs_bench.sh BUILDDIR EPFLDIR [CIRCUIT...] (run under nice)
set -u
build=$1 epfl=$2
shift 2
circuits=${*:-router i2c int2float cavlc priority voter max sin square multiplier log2 mem_ctrl}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for k in 1 2 3 4 5 6; do echo "$k 1 1"; done > "$tmp/lut6.lib"
luts() { # .names lines with >= 2 inputs (continuation lines joined)
	sed -e ':a' -e '/\\$/N; s/\\\n//; ta' "$1" |
		awk '$1 == ".names" && NF >= 4 { n++ } END { print n + 0 }'
}
echo "| circuit | LUTs before | mfs | depth | mfs CPU s | ABC mfs2 | ABC CPU s | cec |"
echo "|---|---|---|---|---|---|---|---|"
for c in $circuits; do
	line=$("$build/tests/mfs_bench" "$epfl/$c.aig" --before "$tmp/in.blif" \
		-o "$tmp/out.blif") || { echo "| $c | mfs_bench failed |"; continue; }
	cpu=$(echo "$line" | sed -n 's/.* cpu \([0-9.]*\)s.*/\1/p')
	depth=$(echo "$line" | sed -n 's/.*depth \([0-9]*\) -> \([0-9]*\).*/\1 -> \2/p')
	abc_cpu=$( { /usr/bin/time -f %U berkeley-abc -q "read_lut $tmp/lut6.lib; \
		read $tmp/in.blif; mfs2; write_blif $tmp/abc.blif" >/dev/null; } 2>&1 |
		tail -1)
	if berkeley-abc -q "cec $epfl/$c.aig $tmp/out.blif" 2>&1 |
		grep -q "Networks are equivalent"; then eq=equivalent; else eq=FAILED; fi
	echo "| $c | $(luts "$tmp/in.blif") | $(luts "$tmp/out.blif") | $depth |" \
		"$cpu | $(luts "$tmp/abc.blif") | $abc_cpu | $eq |"
done
