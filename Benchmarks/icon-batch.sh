#!/usr/bin/env bash
# Issue 35's batch budget, measured: 100,000 lines naming one icon file read it once. Counts the
# icon's opens with strace (Debian `strace`; skipped without it), and times the batch against
# the same lines with the built-in heart, whose shape costs no file, so that the ratio says what
# naming a file adds a line (a `stat` per line, which tells a changed file from the memo's).
#
#   Benchmarks/icon-batch.sh STARSVG [REPEATS] [ICON]      (default 5, Samples/icons/drop.svg)
#
# Each repeat times the two batches in turn and then in the opposite order (A B B A), as
# png-batch.sh does. Benchmarks/run.sh runs it.
set -euo pipefail
starsvg="$1"; repeats="${2:-5}"
here="$(cd "$(dirname "$0")" && pwd)"
icon="${3:-$(cd "$here/.." && pwd)/Samples/icons/drop.svg}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
lines=100000
awk -v n="$lines" -v icon="$icon" 'BEGIN { for (i = 0; i < n; i++) printf "{\"value\": %.1f, \"shape\": \"%s\"}\n", (i % 51) / 10, icon }' \
    > "$work/icon.jsonl"
awk -v n="$lines" 'BEGIN { for (i = 0; i < n; i++) printf "{\"value\": %.1f, \"shape\": \"heart\"}\n", (i % 51) / 10 }' \
    > "$work/heart.jsonl"

. "$(dirname "$0")/measure.sh"
batch() { "$starsvg" batch "$work/$1.jsonl" --jobs "$2" > /dev/null; }

if command -v strace >/dev/null; then
    strace -f -e trace=open,openat -o "$work/trace" "$starsvg" batch "$work/icon.jsonl" --jobs 2 > /dev/null
    opens="$(grep -c "\"$icon\"" "$work/trace" || true)"
    echo "batch of $lines lines naming $(basename "$icon"), --jobs 2: the file opened $opens time(s) (budget: once): $(verdict "$opens" "<=" 1)"
else
    echo "batch of $lines lines naming one icon: strace is not installed (apt-get install strace), opens not counted"
fi
for jobs in 1 2; do
    rates=(); ratios=()
    for _ in $(seq "$repeats"); do
        a1="$(nanoseconds batch icon "$jobs")"; b1="$(nanoseconds batch heart "$jobs")"
        b2="$(nanoseconds batch heart "$jobs")"; a2="$(nanoseconds batch icon "$jobs")"
        rates+=("$(awk -v ns="$((a1 + a2))" -v n="$lines" 'BEGIN { printf "%d", 2 * n / (ns / 1e9) }')")
        ratios+=("$(awk -v a="$((a1 + a2))" -v b="$((b1 + b2))" 'BEGIN { printf "%.2f", a / b }')")
    done
    echo "  --jobs $jobs: $(printf '%s\n' "${rates[@]}" | median) icon lines/s, $(printf '%s\n' "${ratios[@]}" | median) × the heart's time (ratios: ${ratios[*]})"
done
