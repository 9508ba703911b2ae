#!/bin/sh
# bench-lutpack.sh: lutnet_pack (src/aig/lutpack.c) against ABC's lutpack
# on combc's own LUT-6 mappings of the EPFL circuits, as a markdown table.
#
#   scripts/bench-lutpack.sh [-b BUILD] [circuit ...]   (BUILD: build-lp)
#
# For each circuit: BUILD/tests/lutpack_bench maps $EPFL/NAME.aig with
# lut_script (default parameters, no fraig), writes the mapping and the
# packed net; ABC runs `read_lut lut6.lib; read map.blif; lutpack` on the
# same mapping.  The packed net is proven equal to the original AIG with
# ABC `cec`.  LUTs are BLIF .names with >= 2 inputs, depth the longest
# path through them (as scripts/bench-lut.sh counts).  Seconds: the pass
# alone (lutpack_bench's own timer) and ABC's whole run.  Not a test.
set -u
BUILD=build-lp
EPFL=${EPFL:-$(dirname "$0")/../../shared/benchmarks/epfl}
LIST=""
while [ $# -gt 0 ]; do
	case $1 in
	-b) BUILD=$2; shift ;;
	*) LIST="$LIST $1" ;;
	esac
	shift
done
[ -n "$LIST" ] || LIST="priority router i2c int2float cavlc ctrl dec max adder sin voter square multiplier log2"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf '1 1 1\n2 1 1\n3 1 1\n4 1 1\n5 1 1\n6 1 1\n' > "$TMP/lut6.lib"

stats() {
	python3 - "$1" <<'PY'
import sys
nets = {}
for ln in open(sys.argv[1]).read().replace('\\\n', ' ').split('\n'):
    t = ln.split('#')[0].split()
    if t and t[0] == '.names':
        nets[t[-1]] = t[1:-1]
depth = {}
def d(n):
    stack = [n]
    while stack:
        x = stack[-1]
        if x in depth:
            stack.pop(); continue
        ins = nets.get(x, [])
        todo = [i for i in ins if i not in depth]
        if todo:
            stack.extend(todo); continue
        depth[x] = max((depth[i] for i in ins), default=0) + (len(ins) >= 2)
        stack.pop()
    return depth[n]
print("%d/%d" % (sum(1 for v in nets.values() if len(v) >= 2),
                 max((d(n) for n in nets), default=0)))
PY
}

FAIL=0
echo "| circuit | combc map | lutnet_pack | s | ABC lutpack | s | cec |"
echo "|---|---|---|---:|---|---:|---|"
for c in $LIST; do
	f=$EPFL/$c.aig
	out=$(nice -n 10 "$BUILD/tests/lutpack_bench" -o "$TMP" "$f") || FAIL=1
	secs=$(echo "$out" | sed -n 's/.*depth *\([0-9.]*\)s  (.*/\1/p')
	m=$(stats "$TMP/$c.map.blif")
	p=$(stats "$TMP/$c.pack.blif")
	t0=$(date +%s.%N)
	nice -n 10 berkeley-abc -q "read_lut $TMP/lut6.lib; read $TMP/$c.map.blif; lutpack; write_blif $TMP/$c.abc.blif" >/dev/null 2>&1
	t1=$(date +%s.%N)
	a=$(stats "$TMP/$c.abc.blif")
	if nice -n 10 berkeley-abc -q "cec $f $TMP/$c.pack.blif" | grep -q "are equivalent"; then
		ok=yes
	else
		ok=NO; FAIL=1
	fi
	echo "| $c | $m | $p | $secs | $a | $(echo "$t0 $t1" | awk '{printf "%.2f", $2 - $1}') | $ok |"
done
exit $FAIL
