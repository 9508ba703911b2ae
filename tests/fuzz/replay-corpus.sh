#!/usr/bin/env bash
# CI replay of the committed fuzz corpus: every file of
# tests/fuzz/corpus/<target>/ through that target's combc command
# (tests/fuzz/targets.sh) under the build at hand, the sanitizer build
# included.  Each must exit 0, 1 or 2, without a signal, a sanitizer
# report or an internal error, within the time limit.
#
#   replay-corpus.sh COMBC CORPUS-DIR [TIMEOUT-SECONDS]
set -u
[ $# -ge 2 ] || { echo "usage: replay-corpus.sh COMBC CORPUS-DIR [TIMEOUT]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
combc=$1 corpus=$2 limit=${3:-10}
status=0 n=0
for d in "$corpus"/*/; do
	t=$(basename "$d")
	bash "$here/replay.sh" --timeout "$limit" "$t" "$combc" "$d" || status=1
	n=$((n + 1))
done
[ "$n" -gt 0 ] || { echo "no corpus in $corpus"; exit 1; }
exit "$status"
