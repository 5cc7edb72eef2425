#!/usr/bin/env bash
# The batch's HTML pictures, with their inline sheets and with one shared sheet (--css-out):
# 50,000 distinct default-look pictures, {"value": V, "format": "html"}, --jobs 1.
#
#   Benchmarks/html-batch.sh STARSVG [REPEATS] [BASELINE]
#
# Each repeat times the runs in turn and then in the opposite order (A B C C B A), and compares
# their sums: the machine's speed drifts from minute to minute, and a drift within the repeat
# then weighs on each alike. BASELINE, another starsvg (the one before a change), adds its
# inline run to the rotation, and the ratios to it. Prints rates and ratios, medians of the
# repeats. Benchmarks/run.sh runs it without a baseline.
set -euo pipefail
starsvg="$1"; repeats="${2:-5}"; baseline="${3:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
lines=50000
awk -v n="$lines" 'BEGIN { for (i = 0; i < n; i++) printf "{\"value\": %.4f, \"format\": \"html\"}\n", (i * 5) / n }' > "$work/html.jsonl"

. "$(dirname "$0")/measure.sh"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
inline() { "$1" batch "$work/html.jsonl" --jobs 1 > /dev/null; }
shared() { "$starsvg" batch "$work/html.jsonl" --jobs 1 --css-out "$work/ratings.css" > /dev/null; }

shared_over_inline=(); inline_over_base=(); shared_over_base=(); rates_inline=(); rates_shared=()
for _ in $(seq "$repeats"); do
    a1="$(nanoseconds inline "$starsvg")"; b1="$(nanoseconds shared)"
    c1=0; c2=0
    if [ -n "$baseline" ]; then c1="$(nanoseconds inline "$baseline")"; c2="$(nanoseconds inline "$baseline")"; fi
    b2="$(nanoseconds shared)"; a2="$(nanoseconds inline "$starsvg")"
    a=$((a1 + a2)); b=$((b1 + b2)); c=$((c1 + c2))
    rates_inline+=("$(awk -v ns="$a" -v n="$lines" 'BEGIN { printf "%d", 2 * n / (ns / 1e9) }')")
    rates_shared+=("$(awk -v ns="$b" -v n="$lines" 'BEGIN { printf "%d", 2 * n / (ns / 1e9) }')")
    shared_over_inline+=("$(ratio "$b" "$a")")
    if [ -n "$baseline" ]; then inline_over_base+=("$(ratio "$a" "$c")"); shared_over_base+=("$(ratio "$b" "$c")"); fi
done
inline_bytes=$("$starsvg" batch "$work/html.jsonl" --jobs 1 | wc -c)
shared_bytes=$("$starsvg" batch "$work/html.jsonl" --jobs 1 --css-out "$work/ratings.css" | wc -c)
sheet_bytes=$(wc -c < "$work/ratings.css")
echo "batch of 50,000 HTML pictures, --jobs 1: $(printf '%s\n' "${rates_inline[@]}" | median) ratings/s with inline sheets, $(printf '%s\n' "${rates_shared[@]}" | median) with --css-out"
echo "  --css-out's time: $(printf '%s\n' "${shared_over_inline[@]}" | median) × the inline sheets' (ratios: ${shared_over_inline[*]})"
echo "  bytes a rating: $((inline_bytes / lines)) inline, $((shared_bytes / lines)) with --css-out and a sheet of $sheet_bytes bytes"
if [ -n "$baseline" ]; then
    echo "  against $baseline, inline: $(printf '%s\n' "${inline_over_base[@]}" | median) × its time (ratios: ${inline_over_base[*]})"
    echo "  against $baseline, --css-out: $(printf '%s\n' "${shared_over_base[@]}" | median) × its inline time (ratios: ${shared_over_base[*]})"
fi
