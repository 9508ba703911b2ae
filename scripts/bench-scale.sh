#!/usr/bin/env bash
# bench-scale.sh [--max-width=W] [--svg=FILE]: LUT-6 mapping time and
# memory against design size, combc against ABC `if -K 6`, from 10^3 to
# 10^7 AND nodes, as a markdown table and (with gnuplot) an SVG plot.
#
# The designs are w x w -> w multipliers (scripts/words/mul*.mlir's shape)
# bit-blasted once by `combc -O2 --emit=aiger --no-fraig` into X.aig;
# then both tools read X.aig and write LUT-6 BLIF:
#   combc   `combc X.aig --emit=blif` (the whole script: fraig, balance,
#           rewrite, synthesis, four mappings, lutpack, mfs; from 2^18 ANDs one
#           lighter mapping)
#   ABC     `read X.aig; strash; if -K 6; write_blif`
# Seconds are CPU time (user + sys), MB the peak resident set of the
# process, B/AND = peak bytes / AND nodes of X.aig.  Widths (default up to
# 1600, about 10^7 ANDs; --max-width lowers it): 16 48 160 512 1024 1600.
# Not a test: it prints.  COMBC defaults to build/combc.  The plot goes to
# --svg=FILE (default scripts/bench-scale.svg).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
combc=${COMBC:-$here/build/combc}
maxw=1600
svg=$here/scripts/bench-scale.svg
for a in "$@"; do
	case $a in
	--max-width=*) maxw=${a#*=} ;;
	--svg=*) svg=${a#*=} ;;
	*) echo "usage: bench-scale.sh [--max-width=W] [--svg=FILE]" >&2; exit 2 ;;
	esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/combc-bench-scale-XXXXXX")
trap 'rm -rf "$work"' EXIT

run() { # run TAG CMD...: $work/TAG gets "seconds MB"
	local tag=$1; shift
	/usr/bin/time -f "%U %S %M" -o "$work/$tag.t" "$@" >/dev/null 2>"$work/$tag.err"
	local r=$?
	awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' "$work/$tag.t" > "$work/$tag"
	return $r
}

echo "| multiplier | ANDs | combc LUTs | combc s | combc MB | combc B/AND | ABC if LUTs | ABC s | ABC MB | ABC B/AND |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
: > "$work/data"
for w in 16 48 160 512 1024 1600; do
	[ "$w" -gt "$maxw" ] && break
	cat > "$work/mul.mlir" <<EOF
hw.module @mul$w(in %a : i$w, in %b : i$w, out p : i$w) {
  %p = comb.mul %a, %b : i$w
  hw.output %p : i$w
}
EOF
	echo "bench-scale: $w bits" >&2
	"$combc" "$work/mul.mlir" -O2 --emit=aiger --no-fraig -o "$work/mul.aig" || exit 1
	ands=$(berkeley-abc -q "read $work/mul.aig; print_stats" | sed -n 's/.*and *= *\([0-9]*\).*/\1/p' | head -1)
	run c "$combc" "$work/mul.aig" --emit=blif -o "$work/c.blif" || { cat "$work/c.err" >&2; exit 1; }
	run a berkeley-abc -q "read $work/mul.aig; strash; if -K 6; write_blif $work/a.blif" || exit 1
	cl=$(grep -c '^\.names' "$work/c.blif")
	al=$(grep -c '^\.names' "$work/a.blif")
	read cs cm < "$work/c"; read as am < "$work/a"
	cb=$(awk -v m="$cm" -v n="$ands" 'BEGIN { printf "%.0f", m * 1048576 / n }')
	ab=$(awk -v m="$am" -v n="$ands" 'BEGIN { printf "%.0f", m * 1048576 / n }')
	echo "| ${w}x$w | $ands | $cl | $cs | $cm | $cb | $al | $as | $am | $ab |"
	echo "$ands $cs $cm $as $am" >> "$work/data"
done
echo
echo "LUT counts include BLIF buffers and constants (.names of any size)."
if command -v gnuplot >/dev/null; then
	gnuplot <<EOF
set terminal svg size 900,420 dynamic font "sans,11"
set output "$svg"
set multiplot layout 1,2 title "LUT-6 mapping of w x w multipliers (CPU time, peak memory)"
set logscale xy
set xlabel "AND nodes"
set key left top
set grid
set ylabel "seconds"
plot "$work/data" using 1:2 with linespoints title "combc", \
     "$work/data" using 1:4 with linespoints title "ABC if -K 6"
set ylabel "MB"
plot "$work/data" using 1:3 with linespoints title "combc", \
     "$work/data" using 1:5 with linespoints title "ABC if -K 6"
unset multiplot
EOF
	echo "Plot: $svg" >&2
else
	echo "bench-scale: gnuplot not found, no plot (apt-get install gnuplot-nox)" >&2
fi
