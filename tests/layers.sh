#!/usr/bin/env bash
# The level rule of src/ (README, Architecture): a folder includes only
# its own header and those of lower levels.  Lists every violation.
# usage: layers.sh SRCDIR
set -u
cd "$1/src"
rank() {
	case $1 in
	base) echo 0 ;; ir) echo 1 ;; mlir|net) echo 2 ;; aig) echo 3 ;;
	emit|check) echo 4 ;; flow) echo 5 ;; cli|sim) echo 6 ;; combc) echo 0 ;;
	*) echo 99 ;;
	esac
}
bad=0
for f in */*.c */*.h; do
	from=${f%%/*}
	for inc in $(sed -n 's/^#include "\([a-z]*\)\/.*"/\1/p' "$f"); do
		[ "$inc" = "$from" ] && continue
		[ "$from" = cli ] && [ "$inc" = sim ] && continue # one executable
		if [ "$(rank "$inc")" -ge "$(rank "$from")" ]; then
			echo "$f includes $inc/ (level $(rank "$inc") >= $(rank "$from"))"
			bad=1
		fi
	done
done
[ $bad -eq 0 ] && echo "levels ok"
exit $bad
