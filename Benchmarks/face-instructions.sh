#!/usr/bin/env bash
# Instructions a batch line costs in each face, against a standalone SVG line's: the writer's
# budget of issue 55 (an HTML picture, rating input or live rating with --css-out at most 2 ×
# an SVG line; self-contained, at most 4 ×). Instructions, not time, since this machine's speed
# drifts: valgrind's cachegrind counts them, for N lines of distinct values of the default look
# at --jobs 1, less a run of no lines (the start-up), divided by N.
#
#   Benchmarks/face-instructions.sh STARSVG [N]
#
# Prints one row a face: instructions a line, and the ratio to the SVG line's.
set -euo pipefail
starsvg="$1"; lines="${2:-1000}"
command -v valgrind > /dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# count FILE ARGS…: instructions of `starsvg batch FILE ARGS…`, one thread.
count() {
    local file="$1"; shift
    rm -f "$work/sheet.css" "$work/script.js"
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$starsvg" batch "$file" --jobs 1 "$@" \
        2>&1 > /dev/null | awk '/I *refs:/ { gsub(",", "", $NF); print $NF }'
}

# lines KEYS: N batch lines of values spread over 0 to 5, with KEYS after the value.
make_lines() {
    awk -v n="$lines" -v keys="$1" 'BEGIN { for (i = 0; i < n; i++) printf "{\"value\": %.4f%s}\n", (i * 5) / n, keys }'
}
# A rating input takes whole values: its lines cycle through 0 to 5.
make_input_lines() {
    awk -v n="$lines" -v keys="$1" 'BEGIN { for (i = 0; i < n; i++) printf "{\"value\": %d%s}\n", i % 6, keys }'
}

: > "$work/empty.jsonl"
start=$(count "$work/empty.jsonl")
per_line() { echo $(( ($1 - start) / lines )); }

make_lines '' > "$work/svg.jsonl"
svg=$(per_line "$(count "$work/svg.jsonl")")
printf '%-44s %12s %8s\n' "face (batch line)" "instr/line" "× SVG"
row() { printf '%-44s %12d %8.1f\n' "$1" "$2" "$(awk -v a="$2" -v b="$svg" 'BEGIN { print a / b }')"; }
row "svg" "$svg"
make_lines ', "format": "html"' > "$work/html.jsonl"
row "html, --css-out" "$(per_line "$(count "$work/html.jsonl" --css-out "$work/sheet.css")")"
row "html, self-contained" "$(per_line "$(count "$work/html.jsonl")")"
make_input_lines ', "interactive": true' > "$work/input.jsonl"
row "input, --css-out --js-out" "$(per_line "$(count "$work/input.jsonl" --css-out "$work/sheet.css" --js-out "$work/script.js")")"
row "input, self-contained" "$(per_line "$(count "$work/input.jsonl")")"
make_lines ', "live": true' > "$work/live.jsonl"
row "live, --css-out" "$(per_line "$(count "$work/live.jsonl" --css-out "$work/sheet.css")")"
row "live, self-contained" "$(per_line "$(count "$work/live.jsonl")")"
make_lines ', "format": "text"' > "$work/text.jsonl"
row "text" "$(per_line "$(count "$work/text.jsonl")")"
