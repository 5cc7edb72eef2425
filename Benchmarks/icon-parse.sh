#!/usr/bin/env bash
# The icon reader's budget (issue 35): a 100 kB icon file read in at most 10 ms. Builds SVGKit
# alone in release (a release build of the whole package takes minutes), links the small
# harness in IconParse/ against its objects, and prints the median of many reads.
#
#   Benchmarks/icon-parse.sh [REPEATS]      (default 200)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
release="$root/.build/release"
swift build -c release --package-path "$root" --target SVGKit >/dev/null
# Linked by hand, the objects need libm (the number formatter's rounding) named.
swiftc -O -I "$release/Modules" "$here/IconParse/main.swift" \
    "$release"/SVGKit.build/*.o "$release"/OutputText.build/*.o "$release"/PlaneGeometry.build/*.o -lm \
    -o "$release/icon-parse"
"$release/icon-parse" "${1:-200}"
