#!/usr/bin/env bash
# Install libcombc from BUILDDIR into a scratch prefix, then compile and
# link tests/api/client.c against it through pkg-config only, and run it.
# usage: run.sh BUILDDIR SRCDIR [SANITIZE]  (SANITIZE: meson b_sanitize)
set -eu
build=$1 src=$2 san=${3:-none}
sanflags=
[ "$san" = none ] || sanflags="-fsanitize=$san"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --destdir "$tmp/root" >"$tmp/install.log" 2>&1 ||
	{ cat "$tmp/install.log"; exit 1; }
pc=$(dirname "$(find "$tmp/root" -name combc.pc | head -1)")
prefix=$(sed -n 's/^prefix=//p' "$pc/combc.pc")
# the .pc names the final prefix: point it at the scratch copy
sed "s|^prefix=.*|prefix=$tmp/root$prefix|" "$pc/combc.pc" >"$tmp/combc.pc"
export PKG_CONFIG_PATH=$tmp
cc -std=c11 -Wall -Wextra -Werror $sanflags "$src/tests/api/client.c" \
	$(pkg-config --cflags --libs combc) -o "$tmp/client"
libdir=$(pkg-config --variable=libdir combc)
# the library exports only the public API and spawns nothing
bad=$(nm -D --defined-only "$libdir/libcombc.so" | awk '{print $3}' |
	grep -v '^combc_' || true)
[ -z "$bad" ] || { echo "libcombc exports non-API symbols: $bad"; exit 1; }
if nm -D --undefined-only "$libdir/libcombc.so" |
	grep -Ew 'fork|execvp|execv|waitpid|system|popen|exit'; then
	echo "libcombc imports process-control calls"; exit 1
fi
LD_LIBRARY_PATH=$libdir "$tmp/client"
