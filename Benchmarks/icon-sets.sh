#!/usr/bin/env bash
# Issue 46's reading budget, measured on the real sets: every icon of Font Awesome Free,
# Heroicons, Lucide and Tabler (as .ci/run installs them into .build/ci-tools/icons, or
# STARSVG_ICONSETS_PATH) read and measured in process, one after the other, each once: the
# median, 99th percentile and largest time (budget: the 99th percentile under 20 ms).
#
#   Benchmarks/icon-sets.sh STARSVG-BENCH
set -euo pipefail
bench="$1"
here="$(cd "$(dirname "$0")" && pwd)"
sets="${STARSVG_ICONSETS_PATH:-$(cd "$here/.." && pwd)/.build/ci-tools/icons}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -c 'import sys, zipfile; [zipfile.ZipFile(a).extractall(sys.argv[1] + "/" + str(i)) for i, a in enumerate(sys.argv[2:])]' \
    "$work" "$sets/heroicons/heroicons.zip" "$sets/lucide/lucide.zip"
{ find "$sets/fontawesomefree/static/fontawesomefree/svgs" "$sets/pytablericons/icons" "$work" -name '*.svg'; } | sort > "$work/list"
read -r median p99 largest taken refused slowest < <("$bench" icons "$work/list")
echo "icon sets: $((taken + refused)) icons read and measured ($taken taken, $refused refused): median $median ms, 99th percentile $p99 ms (budget 20), largest $largest ms ($(basename "$slowest"))"
