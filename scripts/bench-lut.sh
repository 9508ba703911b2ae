#!/bin/sh
# bench-lut.sh: LUT-K mapping quality, speed and memory of combc against
# Debian's berkeley-abc and Yosys on the EPFL suite, as a markdown table.
#
#   scripts/bench-lut.sh [--quick] [--no-yosys] [-K k] [circuit ...]
#
# For each circuit (read from $EPFL/NAME.aig):
#   combc   `$COMBC X.aig --emit=blif --lut-size=K` (default build/combc)
#   if      ABC `strash; if -K K`
#   strong  ABC `strash; dch -f; if -K K; mfs2; lutpack` with a K-LUT
#           library (read_lut): the strongest script ABC users run
#   Yosys   `read_aiger; synth -lut K` (its abc pass: `abc -lut K`)
# Every combc result is proven equal to the original AIG twice: ABC `cec`
# and `combc lec`, each within PROOF_SECONDS (default 600; past it the
# column says "unknown").  combc writes its intermediate netlists
# (--save-stages); a direct cec that does not finish is retried as a
# chain of cecs between consecutive stages ("cec chain"), and combc lec
# proves through them (--via); when that is not decided either, the
# compile is run again with --verify, where mfs proves its own link step
# by step (how hyp is proven), and its output must be the one measured.
# LUTs are BLIF .names with >= 2 inputs (the EPFL
# README's rule); depth is the longest path counting only those.  Seconds
# are CPU time (user + sys) of the whole process (read, map, write), which
# a loaded machine disturbs less than wall-clock time; MB is the peak
# resident set of each tool's process.  Ratios are geometric means over
# the circuits run.
# --quick skips hyp, div and mem_ctrl; --no-yosys skips Yosys (minutes per
# large circuit).  BENCH_CACHE=DIR keeps the reference tools' results and
# times there and reuses them on later runs.  Not a test: it prints, it
# does not fail (except on a failed proof, which exits 1 at the end).
set -u
COMBC=${COMBC:-build/combc}
CACHE=${BENCH_CACHE:-}
EPFL=${EPFL:-$(dirname "$0")/../../shared/benchmarks/epfl}
K=6
QUICK=0
NOYOSYS=0
LIST=""
while [ $# -gt 0 ]; do
	case $1 in
	--quick) QUICK=1 ;;
	--no-yosys) NOYOSYS=1 ;;
	-K) K=$2; shift ;;
	*) LIST="$LIST $1" ;;
	esac
	shift
done
if [ -z "$LIST" ]; then
	LIST="adder bar div hyp log2 max multiplier sin sqrt square arbiter cavlc ctrl dec i2c int2float mem_ctrl priority router voter"
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
i=1; : > "$TMP/lut.lib"
while [ $i -le $K ]; do echo "$i 1 1" >> "$TMP/lut.lib"; i=$((i + 1)); done

# stats FILE.blif -> "luts depth"
stats() {
	python3 - "$1" <<'PY'
import sys
nets = {}   # output -> inputs (only .names)
lines = open(sys.argv[1]).read().replace('\\\n', ' ').split('\n')
for ln in lines:
    t = ln.split('#')[0].split()
    if t and t[0] == '.names':
        nets[t[-1]] = t[1:-1]
luts = sum(1 for v in nets.values() if len(v) >= 2)
depth = {}
def d(n):
    # iterative longest path; 1-input .names are wires
    stack = [n]
    while stack:
        x = stack[-1]
        if x in depth:
            stack.pop(); continue
        ins = nets.get(x, [])
        todo = [i for i in ins if i not in depth]
        if todo:
            stack.extend(todo); continue
        m = max((depth[i] for i in ins), default=0)
        depth[x] = m + (1 if len(ins) >= 2 else 0)
        stack.pop()
    return depth[n]
print(luts, max((d(n) for n in nets), default=0))
PY
}

# cpu FILE CMD...: run CMD; FILE gets its user+sys seconds, FILE.mb its
# peak resident set in MB
cpu() {
	f=$1; shift
	/usr/bin/time -f "%U %S %M" -o "$f.t" "$@"; r=$?
	awk '{printf "%.2f\n", $1 + $2}' "$f.t" > "$f"
	awk '{printf "%.0f\n", $3 / 1024}' "$f.t" > "$f.mb"
	return $r
}
ratio() { echo "$1 $2" | awk '{ if ($2 > 0) printf "%.3f", $1 / $2; else print "-" }'; }
# logsum FILE A B: append log(A/B) to FILE (for geometric means)
logsum() { echo "$2 $3" | awk '$1 > 0 && $2 > 0 { print log($1 / $2) }' >> "$1"; }
geo() { awk '{ s += $1; n++ } END { if (n) printf "%.3f", exp(s / n); else print "-" }' "$1"; }

FAIL=0
DEPTH_OK=1
: > "$TMP/g_cs"; : > "$TMP/g_ci"; : > "$TMP/g_si"; : > "$TMP/g_cy"; : > "$TMP/g_ts"
echo "| circuit | ANDs | combc LUT/depth | s | MB | ABC if LUT/depth | s | MB | ABC strong LUT/depth | s | MB | Yosys LUT/depth | s | MB | combc/strong | combc/if | combc/Yosys | proven |"
echo "|---|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---|"
T_C=0; T_A=0; T_S=0; T_Y=0; S_C=0; S_A=0; S_S=0; S_Y=0
for c in $LIST; do
	if [ $QUICK = 1 ] && { [ $c = hyp ] || [ $c = div ] || [ $c = mem_ctrl ]; }; then
		continue
	fi
	F=$EPFL/$c.aig
	ands=$(berkeley-abc -q "read $F; print_stats" 2>/dev/null | sed -n 's/.*and *= *\([0-9]*\).*/\1/p' | head -1)
	rm -rf "$TMP/st.$c"
	cpu "$TMP/tc" "$COMBC" "$F" --emit=blif --lut-size=$K --save-stages="$TMP/st.$c" -o "$TMP/$c.combc.blif" 2>"$TMP/err" || { echo "combc failed on $c: $(cat "$TMP/err")" >&2; FAIL=1; continue; }
	sc=$(cat "$TMP/tc"); mc=$(cat "$TMP/tc.mb")
	if [ -n "$CACHE" ] && [ -s "$CACHE/$c.K$K.times3" ]; then
		# reference tools' results from an earlier run (BENCH_CACHE)
		for t in abc strong yosys; do cp "$CACHE/$c.K$K.$t.blif" "$TMP/$c.$t.blif" 2>/dev/null; done
		read sa ma ss ms sy my < "$CACHE/$c.K$K.times3"
	else
		cpu "$TMP/ta" berkeley-abc -q "read $F; strash; if -K $K; write_blif $TMP/$c.abc.blif" >/dev/null 2>&1
		cpu "$TMP/ts" berkeley-abc -q "read_lut $TMP/lut.lib; read $F; strash; dch -f; if -K $K; mfs2; lutpack; write_blif $TMP/$c.strong.blif" >/dev/null 2>&1
		echo - > "$TMP/ty"; echo - > "$TMP/ty.mb"
		[ $NOYOSYS = 0 ] && cpu "$TMP/ty" yosys -q -p "read_aiger $F; synth -lut $K; write_blif $TMP/$c.yosys.blif" >/dev/null 2>&1
		sa=$(cat "$TMP/ta"); ma=$(cat "$TMP/ta.mb"); ss=$(cat "$TMP/ts"); ms=$(cat "$TMP/ts.mb")
		sy=$(cat "$TMP/ty"); my=$(cat "$TMP/ty.mb")
		if [ -n "$CACHE" ]; then
			mkdir -p "$CACHE"
			for t in abc strong yosys; do cp "$TMP/$c.$t.blif" "$CACHE/$c.K$K.$t.blif" 2>/dev/null; done
			echo "$sa $ma $ss $ms $sy $my" > "$CACHE/$c.K$K.times3"
		fi
	fi
	# each proof gets PROOF_SECONDS (default 600): past it, "unknown"
	PS=${PROOF_SECONDS:-600}
	cv=$(timeout "$PS" berkeley-abc -q "cec $F $TMP/$c.combc.blif" 2>&1)
	case $cv in
	*"Networks are equivalent"*) pc=cec ;;
	*"NOT EQUIVALENT"*|*"are not equivalent"*) pc="FAIL(cec)"; FAIL=1 ;;
	*)	# chain: input = stage 1 = ... = last stage = result
		pc=chain; prev=$F
		for st in "$TMP/st.$c"/* "$TMP/$c.combc.blif"; do
			cv=$(timeout "$PS" berkeley-abc -q "cec $prev $st" 2>&1)
			case $cv in
			*"Networks are equivalent"*) ;;
			*"NOT EQUIVALENT"*|*"are not equivalent"*) pc="FAIL(cec chain)"; FAIL=1; break ;;
			*) pc="cec unknown (${PS} s per link)"; break ;;
			esac
			prev=$st
		done
		[ "$pc" = chain ] && pc="cec chain" ;;
	esac
	via=""
	for st in "$TMP/st.$c"/*; do via="$via --via=$st"; done
	# shellcheck disable=SC2086
	lv=$("$COMBC" lec "$F" "$TMP/$c.combc.blif" $via --timeout="$PS" 2>&1 | head -1)
	case $lv in
	equivalent) pl=lec ;;
	unknown*)
		# the compile again with --verify: the same links, except that
		# mfs proves its own (packed -> resynthesized) step by step; the
		# output must be the same bytes as the one measured
		if "$COMBC" "$F" --emit=blif --lut-size=$K --verify \
		    --timeout="$PS" -o "$TMP/$c.verify.blif" 2>/dev/null &&
		    cmp -s "$TMP/$c.verify.blif" "$TMP/$c.combc.blif"; then
			pl="verify (lec + mfs certificate)"
		else
			pl="lec unknown (${PS} s)"
		fi ;;
	*) pl="FAIL(lec)"; FAIL=1 ;;
	esac
	PROOF="$pc, $pl"
	set -- $(stats "$TMP/$c.combc.blif"); cl=$1; cd=$2
	set -- $(stats "$TMP/$c.abc.blif"); al=$1; ad=$2
	set -- $(stats "$TMP/$c.strong.blif"); sl=$1; sd=$2
	if [ -s "$TMP/$c.yosys.blif" ]; then set -- $(stats "$TMP/$c.yosys.blif"); yl=$1; yd=$2; else yl=-; yd=-; sy=-; my=-; fi
	echo "| $c | $ands | $cl/$cd | $sc | $mc | $al/$ad | $sa | $ma | $sl/$sd | $ss | $ms | $yl/$yd | $sy | $my | $(ratio $cl $sl) | $(ratio $cl $al) | $(ratio $cl $yl) | $PROOF |"
	[ "$cd" -gt "$ad" ] && DEPTH_OK=0
	logsum "$TMP/g_cs" $cl $sl; logsum "$TMP/g_ci" $cl $al; logsum "$TMP/g_si" $sl $al
	[ "$yl" != - ] && logsum "$TMP/g_cy" $cl $yl
	T_C=$((T_C + cl)); T_A=$((T_A + al)); T_S=$((T_S + sl))
	[ "$yl" != - ] && T_Y=$((T_Y + yl))
	S_C=$(echo "$S_C $sc" | awk '{print $1 + $2}'); S_A=$(echo "$S_A $sa" | awk '{print $1 + $2}')
	S_S=$(echo "$S_S $ss" | awk '{print $1 + $2}')
	[ "$sy" != - ] && S_Y=$(echo "$S_Y $sy" | awk '{print $1 + $2}')
done
echo "| **total** | | $T_C | $S_C | | $T_A | $S_A | | $T_S | $S_S | | $T_Y | $S_Y | | $(geo "$TMP/g_cs") (geo) | $(geo "$TMP/g_ci") (geo) | $(geo "$TMP/g_cy") (geo) | |"
echo
echo "Geometric means: combc/strong $(geo "$TMP/g_cs"), combc/if $(geo "$TMP/g_ci"), strong/if $(geo "$TMP/g_si"), combc/Yosys $(geo "$TMP/g_cy")."
echo "Targets: LUTs <= ABC strong (geomean): $(geo "$TMP/g_cs" | awk '{print ($1 <= 1.0) ? "met" : "NOT met"}');" \
	"depth <= ABC if on every circuit: $([ $DEPTH_OK = 1 ] && echo met || echo NOT met);" \
	"time <= ABC strong (total): $(echo "$S_C $S_S" | awk '{print ($1 <= $2) ? "met" : "NOT met"}')."
exit $FAIL
