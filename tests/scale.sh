#!/usr/bin/env bash
# Scale: a 1,000,000-op function (and a 10^6-op hw.module written backwards,
# every use a forward reference) must parse, verify and evaluate without
# overflowing the stack.  usage: scale.sh COMBC GEN-CHAIN.PY [N]
set -eu
combc=$1 gen=$2 n=${3:-1000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for kind in chain hw; do
	python3 "$gen" "$n" --kind=$kind > "$tmp/$kind.mlir"
	got=$("$combc" eval "$tmp/$kind.mlir" 5)
	want=$((5 + n - 2))
	[ "$got" = "$want" ] || { echo "$kind: got '$got', want $want"; exit 1; }
	echo "$kind: $n ops ok"
done
