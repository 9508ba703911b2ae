# designs.sh: sourced by run-examples.sh and ../lec/verify-designs.sh, which
# walk the same designs the same way.
#
# design_files ARG...: files=(the *.mlir of each directory ARG, or ARG)
# design_settings FILE: full=(its `// sim: ARGS` lines), nosynth=(its
#   `// sim-nosynth: ARGS` lines); one empty setting when it has neither.
design_files() {
	files=()
	local a
	for a in "$@"; do
		if [ -d "$a" ]; then files+=("$a"/*.mlir); else files+=("$a"); fi
	done
}
design_settings() {
	mapfile -t full < <(sed -n 's|^// sim: *||p' "$1")
	mapfile -t nosynth < <(sed -n 's|^// sim-nosynth: *||p' "$1")
	[ ${#full[@]} -eq 0 ] && [ ${#nosynth[@]} -eq 0 ] && full=("")
	return 0
}
