#!/usr/bin/env bash
# Run inputs through a fuzz target's combc command and check that combc
# survived: exit status 0, 1 or 2 (usage), no signal, no sanitizer or
# internal-error report, within the time limit.
#
#   replay.sh [--timeout S] [--plain COMBC2] TARGET COMBC FILE-OR-DIR...
#
# With --plain, an input that runs out of time under COMBC (a sanitizer
# build, ~10x slower) is timed again under COMBC2 (a build without
# sanitizers): it is a hang only if that too takes more than S seconds,
# else it is printed as SLOW and does not fail.
#
# TARGET is one of tests/fuzz/targets.sh (mlir-O0 mlir-O2 eval aiger
# blif).  Each input is copied to a file with the target's extension
# (combc picks the netlist reader by it).  Prints one FAIL line per bad
# input and a summary; exit 1 if any.
#
# The limit is CPU time (ulimit -t: a hang spins), with three times as
# much wall time as a backstop: a loaded machine (CI runs two tests at
# once) stretched a 14.6 s compile past a 20 s wall limit.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/targets.sh"
limit=10
plain=
while :; do
	case ${1:-} in
	--timeout) limit=$2; shift 2 ;;
	--plain) plain=$2; shift 2 ;;
	*) break ;;
	esac
done
[ $# -ge 2 ] || { echo "usage: replay.sh [--timeout S] TARGET COMBC FILE-OR-DIR..." >&2; exit 2; }
target=$1 combc=$2; shift 2
ext=$(target_ext "$target") || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
in=$tmp/input.$ext
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

n=0 bad=0
# limited CMD...: CMD within $limit s of CPU time and 3x that of wall
# time; status 124 when either ran out (SIGXCPU, SIGKILL, timeout)
limited() {
	timeout -k 2 $((3 * limit)) bash -c 'ulimit -t "$0"; exec "$@"' \
		"$limit" "$@"
	local rc=$?
	case $rc in
	124|137|152) return 124 ;;
	esac
	return $rc
}
check() {
	local f=$1 rc why=
	cp "$f" "$in"
	target_cmd "$target" "$combc" "$in"
	limited "${TARGET_CMD[@]}" >/dev/null 2>"$tmp/err"
	rc=$?
	n=$((n + 1))
	if [ "$rc" -eq 124 ] && [ -n "$plain" ]; then
		local t0=$SECONDS
		target_cmd "$target" "$plain" "$in"
		limited "${TARGET_CMD[@]}" >/dev/null 2>&1
		rc=$?
		[ "$rc" -le 2 ] && echo "SLOW $target $f: over ${limit}s under" \
			"$combc, $((SECONDS - t0))s under $plain"
		target_cmd "$target" "$combc" "$in"
	fi
	if [ "$rc" -eq 124 ]; then
		why="hang (killed after ${limit}s of CPU time)"
	elif [ "$rc" -gt 2 ]; then
		why="exit status $rc"
		[ "$rc" -gt 128 ] && why="signal $((rc - 128)) ($(kill -l $((rc - 128)) 2>/dev/null))"
	fi
	if grep -qE 'Sanitizer|runtime error:|internal error' "$tmp/err"; then
		why="${why:+$why, }$(grep -m1 -E 'Sanitizer|runtime error:|internal error' "$tmp/err" | cut -c1-200)"
	fi
	if [ -n "$why" ]; then
		bad=$((bad + 1))
		echo "FAIL $target $f: $why"
		echo "  reproduce: ${TARGET_CMD[*]/$in/$f}"
	fi
}

for p in "$@"; do
	if [ -d "$p" ]; then
		while IFS= read -r f; do
			check "$f"
		done < <(find "$p" -name '.?*' -prune -o -type f ! -name 'README*' -print | sort)
	elif [ -f "$p" ]; then
		check "$p"
	fi
done
echo "$target: $n inputs, $bad failed"
[ "$bad" -eq 0 ]
