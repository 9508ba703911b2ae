#!/bin/sh
# bench-lut.sh: LUT-6 mapping quality and speed of combc against Debian's
# berkeley-abc and Yosys on the EPFL suite, as a markdown table.
#
#   scripts/bench-lut.sh [--quick] [--no-yosys] [-K k] [circuit ...]
#
# For each circuit: combc (`$COMBC X.aig --emit=blif --lut-size=K -o ...`,
# default build/combc), ABC `strash; if -K K`, ABC `strash; dch; if -K K`,
# and Yosys `synth -lut K`.  Every combc result is checked with ABC `cec`
# against the original AIG.  LUTs are BLIF .names with >= 2 inputs (the
# EPFL README's rule); depth is the longest path counting only those.
# Seconds are CPU time (user + sys) of the whole process (read, map,
# write), which a loaded machine disturbs less than wall-clock time.
# --quick skips hyp, div and mem_ctrl; --no-yosys skips Yosys (minutes
# per large circuit).  BENCH_CACHE=DIR keeps the reference
# tools' results and times there and reuses them on later runs.  Not a test: it prints, it does not
# fail (except on a cec failure, which exits 1 at the end).
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

# stats FILE.blif -> "luts depth"
stats() {
	python3 - "$1" <<'EOF'
import sys
nets = {}   # output -> inputs (only .names)
cur = None
lines = open(sys.argv[1]).read().replace('\\\n', ' ').split('\n')
for ln in lines:
    t = ln.split('#')[0].split()
    if not t:
        continue
    if t[0] == '.names':
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
EOF
}

# cpu FILE CMD...: run CMD, append its user+sys seconds to FILE
cpu() { f=$1; shift; /usr/bin/time -f "%U %S" -o "$f.t" "$@"; r=$?; awk '{printf "%.2f\n", $1 + $2}' "$f.t" > "$f"; return $r; }
ratio() { echo "$1 $2" | awk '{ if ($2 > 0) printf "%.3f", $1 / $2; else print "-" }'; }

FAIL=0
echo "| circuit | combc LUT/depth | s | ABC if LUT/depth | s | ABC dch;if LUT/depth | s | Yosys LUT/depth | s | LUT ratio vs if | depth ratio vs if | time ratio vs if | cec |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
T_C=0; T_A=0; T_D=0; T_Y=0; S_C=0; S_A=0; S_D=0; S_Y=0; DEPTH_OK=1
for c in $LIST; do
	if [ $QUICK = 1 ] && { [ $c = hyp ] || [ $c = div ] || [ $c = mem_ctrl ]; }; then
		continue
	fi
	F=$EPFL/$c.aig
	cpu "$TMP/tc" "$COMBC" "$F" --emit=blif --lut-size=$K -o "$TMP/$c.combc.blif" 2>"$TMP/err" || { echo "combc failed on $c: $(cat "$TMP/err")" >&2; FAIL=1; continue; }
	sc=$(cat "$TMP/tc")
	if [ -n "$CACHE" ] && [ -s "$CACHE/$c.K$K.times" ]; then
		# reference tools' results from an earlier run (BENCH_CACHE)
		cp "$CACHE/$c.K$K.abc.blif" "$CACHE/$c.K$K.dch.blif" "$CACHE/$c.K$K.yosys.blif" "$TMP/" 2>/dev/null
		for t in abc dch yosys; do mv "$TMP/$c.K$K.$t.blif" "$TMP/$c.$t.blif" 2>/dev/null; done
		read sa sd sy < "$CACHE/$c.K$K.times"
	else
		cpu "$TMP/ta" berkeley-abc -q "read $F; strash; if -K $K; write_blif $TMP/$c.abc.blif" >/dev/null 2>&1
		cpu "$TMP/td" berkeley-abc -q "read $F; strash; dch; if -K $K; write_blif $TMP/$c.dch.blif" >/dev/null 2>&1
		echo - > "$TMP/ty"
		[ $NOYOSYS = 0 ] && cpu "$TMP/ty" yosys -q -p "read_aiger $F; synth -lut $K; write_blif $TMP/$c.yosys.blif" >/dev/null 2>&1
		sa=$(cat "$TMP/ta"); sd=$(cat "$TMP/td"); sy=$(cat "$TMP/ty")
		if [ -n "$CACHE" ]; then
			mkdir -p "$CACHE"
			for t in abc dch yosys; do cp "$TMP/$c.$t.blif" "$CACHE/$c.K$K.$t.blif" 2>/dev/null; done
			echo "$sa $sd $sy" > "$CACHE/$c.K$K.times"
		fi
	fi
	if berkeley-abc -q "cec $F $TMP/$c.combc.blif" 2>&1 | grep -q "Networks are equivalent"; then
		CEC=ok
	else
		CEC=FAIL; FAIL=1
	fi
	set -- $(stats "$TMP/$c.combc.blif"); cl=$1; cd=$2
	set -- $(stats "$TMP/$c.abc.blif"); al=$1; ad=$2
	set -- $(stats "$TMP/$c.dch.blif"); dl=$1; dd=$2
	if [ -s "$TMP/$c.yosys.blif" ]; then set -- $(stats "$TMP/$c.yosys.blif"); yl=$1; yd=$2; else yl=-; yd=-; sy=-; fi
	echo "| $c | $cl/$cd | $sc | $al/$ad | $sa | $dl/$dd | $sd | $yl/$yd | $sy | $(ratio $cl $al) | $(ratio $cd $ad) | $(ratio $sc $sa) | $CEC |"
	[ "$cd" -gt "$ad" ] && DEPTH_OK=0
	T_C=$((T_C + cl)); T_A=$((T_A + al)); T_D=$((T_D + dl))
	[ "$yl" != - ] && T_Y=$((T_Y + yl))
	S_C=$(echo "$S_C $sc" | awk '{print $1 + $2}'); S_A=$(echo "$S_A $sa" | awk '{print $1 + $2}')
	S_D=$(echo "$S_D $sd" | awk '{print $1 + $2}')
	[ "$sy" != - ] && S_Y=$(echo "$S_Y $sy" | awk '{print $1 + $2}')
done
echo "| **total** | $T_C | $S_C | $T_A | $S_A | $T_D | $S_D | $T_Y | $S_Y | $(ratio $T_C $T_A) | | $(ratio $S_C $S_A) | |"
echo
echo "Targets: total LUTs <= ABC if: $([ $T_C -le $T_A ] && echo met || echo NOT met);" \
	"depth <= ABC if on every circuit: $([ $DEPTH_OK = 1 ] && echo met || echo NOT met);" \
	"time within 2x of ABC if: $(echo "$S_C $S_A" | awk '{print ($1 <= 2 * $2) ? "met" : "NOT met"}')."
exit $FAIL
