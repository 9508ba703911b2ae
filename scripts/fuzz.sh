#!/usr/bin/env bash
# AFL++ campaign on every combc entry point, then a sanitizer replay.
#
#   scripts/fuzz.sh [MINUTES]        (default 10; split across the targets)
#
# Targets (tests/fuzz/targets.sh has their command lines):
#   mlir-O0   combc INPUT -O0                     (MLIR -> word-level SV)
#   mlir-O2   combc INPUT -O2 --emit=lut-sv       (MLIR -> LUT netlist)
#   eval      combc eval INPUT -- 0x5a -3         (MLIR -> evaluator)
#   aiger     combc INPUT.aig --emit=lut-sv
#   blif      combc INPUT.blif --emit=lut-sv
#
# Steps: build an AFL-instrumented combc (build-afl, afl-clang-fast) and
# a sanitizer one (build-san, address+undefined); seed each target from
# tests/lit, examples, tests/fuzz/seeds and the committed corpus, minimized
# with afl-cmin; fuzz the targets one after the other (one AFL instance at
# a time, nice 19: the machine is shared), MINUTES/5 each; replay every
# queue entry, crash and hang through the sanitizer build
# (tests/fuzz/replay.sh: exit 0, 1 or 2, no signal, no sanitizer report,
# < 10 s, timed in the AFL build when the sanitizer one is slower); minimize each queue with afl-cmin into OUT/cmin/<target>, the
# candidate for the committed corpus tests/fuzz/corpus/<target>
# (copy it with FUZZ_UPDATE_CORPUS=1; files named regress-* there, reduced
# findings, are kept).
#
# Environment: FUZZ_OUT (work directory, default build-fuzz),
# FUZZ_TARGETS (subset, space separated), FUZZ_STEPS (any of "fuzz
# replay cmin", default all three: "replay cmin" re-checks a finished
# campaign).  Exit 1 if anything crashed, hung or tripped a sanitizer.
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
MINUTES=${1:-10}
OUT=${FUZZ_OUT:-$ROOT/build-fuzz}
TARGETS=${FUZZ_TARGETS:-"mlir-O0 mlir-O2 eval aiger blif"}
STEPS=${FUZZ_STEPS:-"fuzz replay cmin"}
AFL_BUILD=$ROOT/build-afl
SAN_BUILD=$ROOT/build-san
. "$ROOT/tests/fuzz/targets.sh"

log() { echo "fuzz: $*" >&2; }
has_step() { case " $STEPS " in *" $1 "*) return 0 ;; esac; return 1; }

if ! command -v afl-fuzz >/dev/null; then
	log "afl-fuzz not found: installing the afl++ package"
	apt-get install -y afl++ >/dev/null || { log "cannot install afl++"; exit 2; }
fi

build() {
	local dir=$1; shift
	if [ ! -f "$dir/build.ninja" ]; then
		"$@" >"$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; exit 2; }
	fi
	nice -n 19 ninja -C "$dir" -j1 combc >"$dir.build.log" 2>&1 ||
		{ tail -30 "$dir.build.log"; exit 2; }
}

build "$AFL_BUILD" env CC=afl-clang-fast AFL_QUIET=1 \
	meson setup "$AFL_BUILD" -Dwerror=false
has_step replay && build "$SAN_BUILD" meson setup "$SAN_BUILD" \
	-Db_sanitize=address,undefined -Db_lundef=false
mkdir -p "$OUT"

export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1
export AFL_NO_AFFINITY=1 AFL_NO_UI=1 AFL_QUIET=1
# the sanitizers must abort (a signal) and be heard; the AFL tools
# refuse a custom ASAN_OPTIONS without symbolize=0 (the AFL build has no
# sanitizers), the replay keeps the symbols
REPLAY_ASAN=abort_on_error=1:detect_leaks=1
export ASAN_OPTIONS=$REPLAY_ASAN:symbolize=0
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1

# seed DIR TARGET: raw seeds for TARGET into DIR
seed() {
	local dir=$1 t=$2 f i=0
	mkdir -p "$dir"
	case $t in
	mlir-*|eval)
		for f in $(find tests/lit examples tests/fuzz/seeds -name '*.mlir' \
			-size -12k | sort); do
			# lit's RUN/CHECK lines are noise to the fuzzer
			grep -v '^ *//' "$f" >"$dir/s$i.mlir"
			i=$((i + 1))
		done ;;
	aiger)
		cp tests/fuzz/seeds/*.aag "$dir/" 2>/dev/null
		for f in examples/popcount.mlir examples/two_level.mlir \
			tests/fuzz/seeds/*.mlir; do
			[ -f "$f" ] || continue
			"$ROOT/build-afl/combc" "$f" --emit=aiger -O2 \
				-o "$dir/g$i.aig" 2>/dev/null
			i=$((i + 1))
		done ;;
	blif)
		cp tests/fuzz/seeds/*.blif "$dir/" 2>/dev/null
		for f in examples/popcount.mlir examples/two_level.mlir \
			tests/fuzz/seeds/*.mlir; do
			[ -f "$f" ] || continue
			"$ROOT/build-afl/combc" "$f" --emit=blif -O2 --lut-size=3 \
				-o "$dir/g$i.blif" 2>/dev/null
			i=$((i + 1))
		done ;;
	esac
	[ -d "tests/fuzz/corpus/$t" ] && cp tests/fuzz/corpus/"$t"/* "$dir/" 2>/dev/null
	# drop big seeds: AFL works best on small ones
	find "$dir" -type f -size +12k -delete
}

status=0
fuzz_one() {
	local t=$1 secs=$2 dir=$OUT/$t
	local -a cmd
	target_cmd "$t" "$AFL_BUILD/combc" @@
	cmd=("${TARGET_CMD[@]}")
	rm -rf "$dir"; mkdir -p "$dir"
	seed "$dir/raw" "$t"
	log "$t: $(ls "$dir/raw" | wc -l) raw seeds; minimizing"
	AFL_SKIP_BIN_CHECK=1 nice -n 19 afl-cmin -i "$dir/raw" -o "$dir/in" \
		-m none -t 5000 -f "$dir/cur.$(target_ext "$t")" -- "${cmd[@]}" \
		>"$dir/cmin-seeds.log" 2>&1 || {
		# (afl-cmin refuses to work under /tmp)
		log "$t: afl-cmin failed ($(grep -a -m1 'Error' \
			"$dir/cmin-seeds.log")); fuzzing the raw seeds"
		rm -rf "$dir/in"; cp -r "$dir/raw" "$dir/in"; }
	log "$t: $(ls "$dir/in" | wc -l) seeds; fuzzing ${secs}s: ${cmd[*]}"
	if ! nice -n 19 afl-fuzz \
		-i "$dir/in" -o "$dir/out" -V "$secs" -t 5000 \
		-m none -e "$(target_ext "$t")" -x tests/fuzz/mlir.dict -- \
		"${cmd[@]}" >"$dir/afl.log" 2>&1 ||
	   [ ! -f "$dir/out/default/fuzzer_stats" ]; then
		log "$t: afl-fuzz failed: $(grep -a -m1 'ABORT' "$dir/afl.log" |
			sed 's/\x1b\[[0-9;]*[a-zA-Z]//g')"
		status=1
	fi
	sed -n 's/^\(execs_done\|corpus_count\|saved_crashes\|saved_hangs\|run_time\|execs_per_sec\) *: \(.*\)/\1=\2/p' \
		"$dir/out/default/fuzzer_stats" 2>/dev/null | tr '\n' ' ' >"$dir/stats"
	log "$t: $(cat "$dir/stats" 2>/dev/null)"
}

if has_step fuzz; then
	n=$(echo $TARGETS | wc -w)
	secs=$((MINUTES * 60 / n))
	[ "$secs" -lt 10 ] && secs=10
	for t in $TARGETS; do
		fuzz_one "$t" "$secs"
	done
fi

if has_step replay; then
	for t in $TARGETS; do
		q=$OUT/$t/out/default
		[ -d "$q" ] || { log "$t: no campaign in $q"; continue; }
		# a hang is > 10 s in the AFL build (no sanitizers); slower only
		# under the sanitizers is printed as SLOW
		ASAN_OPTIONS=$REPLAY_ASAN bash tests/fuzz/replay.sh --timeout 10 --plain "$AFL_BUILD/combc" \
			"$t" "$SAN_BUILD/combc" \
			"$q/queue" "$q/crashes" "$q/hangs" >"$OUT/$t/replay.log" 2>&1 ||
			status=1
		log "$t: replay: $(tail -1 "$OUT/$t/replay.log")"
	done
fi

if has_step cmin; then
	for t in $TARGETS; do
		q=$OUT/$t/out/default/queue
		[ -d "$q" ] || continue
		target_cmd "$t" "$AFL_BUILD/combc" @@
		rm -rf "$OUT/cmin/$t"
		mkdir -p "$OUT/cmin"
		# -e: edges only, not hit counts: a much smaller corpus
		AFL_SKIP_BIN_CHECK=1 nice -n 19 afl-cmin -e -i "$q" \
			-o "$OUT/cmin/$t" -m none -t 5000 \
			-f "$OUT/$t/cur.$(target_ext "$t")" -- "${TARGET_CMD[@]}" \
			>"$OUT/$t/cmin.log" 2>&1 || { log "$t: afl-cmin failed"; continue; }
		# the committed corpus stays small (a few hundred files, < 2 MB):
		# no file over 16 KB, at most FUZZ_CORPUS_MAX (60) per target,
		# the smallest kept
		find "$OUT/cmin/$t" -type f -size +16k -delete
		ls -S "$OUT/cmin/$t" | head -n -"${FUZZ_CORPUS_MAX:-60}" |
			while IFS= read -r f; do rm -f "$OUT/cmin/$t/$f"; done
		log "$t: minimized queue: $(ls "$OUT/cmin/$t" | wc -l) files," \
			"$(du -sk "$OUT/cmin/$t" | cut -f1) KB"
		if [ "${FUZZ_UPDATE_CORPUS:-0}" = 1 ]; then
			# reduced findings (regress-*) stay
			mkdir -p "tests/fuzz/corpus/$t"
			find "tests/fuzz/corpus/$t" -type f ! -name 'regress-*' -delete
			for f in "$OUT/cmin/$t"/*; do
				cp "$f" "tests/fuzz/corpus/$t/$(sha1sum <"$f" | cut -c1-12).$(target_ext "$t")"
			done
		fi
	done
fi
[ "$status" -eq 0 ] && log "no crash, hang or sanitizer report" ||
	log "FINDINGS: see $OUT/*/replay.log"
exit "$status"
