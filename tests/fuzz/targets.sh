# The fuzz targets' command lines, shared by scripts/fuzz.sh (AFL++) and
# tests/fuzz/replay.sh (the corpus replay).  Sourced, not run.

# target_cmd TARGET COMBC INPUT: the command in the array TARGET_CMD
target_cmd() {
	case $1 in
	mlir-O0) TARGET_CMD=("$2" "$3" -O0) ;;
	mlir-O2) TARGET_CMD=("$2" "$3" -O2 --emit=lut-sv) ;;
	eval) TARGET_CMD=("$2" eval "$3" -- 0x5a -3) ;;
	aiger|blif) TARGET_CMD=("$2" "$3" --emit=lut-sv) ;;
	*) echo "unknown fuzz target '$1'" >&2; return 2 ;;
	esac
}

# target_ext TARGET: the input file's extension (combc reads netlists by it)
target_ext() {
	case $1 in
	aiger) echo aig ;;
	blif) echo blif ;;
	*) echo mlir ;;
	esac
}
