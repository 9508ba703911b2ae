#!/usr/bin/env bash
# Parse throughput: generate 1,000,000-op functions (a func.func chain, an
# hw.module written backwards so every use is a forward reference, and a
# CFG of cond_br diamonds), then parse, verify and evaluate each with
# `combc eval --stats` and print a table of MB/s.
# usage: scripts/bench-parse.sh [N]   (COMBC=path, default build/combc)
set -eu
cd "$(dirname "$0")/.."
COMBC=${COMBC:-build/combc}
N=${1:-1000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| input | ops | MB | parse s | parse MB/s | verify s | result ok |"
echo "|---|---|---|---|---|---|---|"
for kind in chain hw cfg; do
	python3 scripts/gen-chain.py "$N" --kind=$kind > "$tmp/$kind.mlir"
	args="5"; want=$((5 + N - 2))
	if [ $kind = cfg ]; then args="5 1"; want=$((5 + N / 4)); fi
	out=$("$COMBC" eval "$tmp/$kind.mlir" --stats=json $args 2>"$tmp/stats")
	python3 - "$tmp/stats" "$kind" "$out" "$want" <<'PY'
import json, sys
st = json.load(open(sys.argv[1]))
p = {x["pass"]: x for x in st["passes"]}
b = p["parse"]["counts"]["bytes"]; ops = p["parse"]["counts"]["ops"]
t = p["parse"]["seconds"]; v = p["verify"]["seconds"]
ok = "yes" if sys.argv[3].strip() == sys.argv[4] else "NO (%s)" % sys.argv[3]
print("| %s | %d | %.1f | %.2f | %.1f | %.2f | %s |" % (
    sys.argv[2], ops, b / 1e6, t, b / 1e6 / t, v, ok))
PY
done
