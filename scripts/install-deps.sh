#!/usr/bin/env bash
# Install what combc needs to build and test, from Debian's archive, when it is
# missing.  Safe to run again: does nothing when everything is present.
set -eu
pkgs=""
need() { # need PACKAGE TEST-COMMAND...
	local pkg=$1; shift
	if ! "$@" >/dev/null 2>&1; then pkgs="$pkgs $pkg"; fi
}
need meson command -v meson
need ninja-build command -v ninja
need gcc command -v gcc
need clang command -v clang
need g++ command -v g++
need make command -v make
need pkg-config command -v pkg-config
need python3 command -v python3
need libgmp-dev test -e /usr/include/gmp.h -o -e /usr/include/x86_64-linux-gnu/gmp.h
need libcmocka-dev test -e /usr/include/cmocka.h
need verilator command -v verilator
need iverilog command -v iverilog
need yosys command -v yosys
need berkeley-abc command -v berkeley-abc
need llvm-14-tools test -x /usr/lib/llvm-14/bin/FileCheck
need libcadical-dev test -e /usr/include/ccadical.h
need bc command -v bc
need nextpnr-ice40 command -v nextpnr-ice40
need fpga-icestorm command -v icepack
if [ -n "$pkgs" ]; then
	echo "install-deps: installing:$pkgs"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
fi
