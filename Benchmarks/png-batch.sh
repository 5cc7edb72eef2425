#!/usr/bin/env bash
# The PNG budgets of issue 34, measured: the batch's PNG lines at 24 px and scale 2 with 5 to 10
# stars (--jobs 1 and --jobs 2), one PNG run against one SVG run, and the bytes against what
# `optipng -o5` makes of the same pixels.
#
#   Benchmarks/png-batch.sh STARSVG [REPEATS]
#
# Each repeat times the runs in turn and then in the opposite order (A B B A), and compares their
# sums: the machine's speed drifts from minute to minute, and a drift within the repeat then
# weighs on each alike. Prints rates and ratios, medians of the repeats. Benchmarks/run.sh runs it.
#
# The files go to a tmpfs (/dev/shm) where there is one, so that the figures are the command's
# own: on the CI machine's disk, making a file costs 0.3 to 0.5 ms whoever makes it (Python's
# mkstemp and rename, 5,000 files: 1.5 to 2 s), more than drawing and encoding the PNG. One more
# run writes to the disk, for that figure too.
set -euo pipefail
starsvg="$1"; repeats="${2:-5}"
here="$(cd "$(dirname "$0")" && pwd)"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then work="$(mktemp -d -p /dev/shm)"; else work="$(mktemp -d)"; fi
disk="$(mktemp -d)"
trap 'rm -rf "$work" "$disk"' EXIT
lines=20000
mkdir -p "$work/out"
# Distinct ratings: 5 to 10 stars, values in hundredths, each to its own file.
awk -v n="$lines" 'BEGIN { srand(7); for (i = 0; i < n; i++) { s = 5 + int(rand() * 6); v = int(rand() * s * 100) / 100;
    printf "{\"stars\": %d, \"value\": %.2f, \"size\": 24, \"format\": \"png\", \"scale\": 2, \"output\": \"%d.png\"}\n", s, v, i } }' \
    > "$work/png.jsonl"

. "$(dirname "$0")/measure.sh"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
batch() { "$starsvg" batch "$work/png.jsonl" --jobs "$1" --out-dir "$work/out" > /dev/null; }

rates1=(); rates2=(); ratios=()
for _ in $(seq "$repeats"); do
    a1="$(nanoseconds batch 1)"; b1="$(nanoseconds batch 2)"; b2="$(nanoseconds batch 2)"; a2="$(nanoseconds batch 1)"
    a=$((a1 + a2)); b=$((b1 + b2))
    rates1+=("$(awk -v ns="$a" -v n="$lines" 'BEGIN { printf "%d", 2 * n / (ns / 1e9) }')")
    rates2+=("$(awk -v ns="$b" -v n="$lines" 'BEGIN { printf "%d", 2 * n / (ns / 1e9) }')")
    ratios+=("$(ratio "$a" "$b")")
done
rate1="$(printf '%s\n' "${rates1[@]}" | median)"
disk_ns="$(nanoseconds "$starsvg" batch "$work/png.jsonl" --jobs 1 --out-dir "$disk/out")"
echo "files in: $(df --output=fstype "$work" | tail -n 1 | tr -d ' ') (and one run to $(df --output=fstype "$disk" | tail -n 1 | tr -d ' '): $(awk -v ns="$disk_ns" -v n="$lines" 'BEGIN { printf "%d", n / (ns / 1e9) }') ratings/s with --jobs 1)"
r="$(printf '%s\n' "${ratios[@]}" | median)"
echo "batch of $lines PNG ratings (24 px, scale 2, 5–10 stars), --jobs 1: $rate1 ratings/s (budget ≥ 2000): $(verdict "$rate1" ">=" 2000)"
echo "  --jobs 2: $(printf '%s\n' "${rates2[@]}" | median) ratings/s, $r × --jobs 1 (budget ≥ 1.6): $(verdict "$r" ">=" 1.6) (ratios: ${ratios[*]})"

# One run of one rating: PNG against SVG, each to a file, taken in turn; at the default scale,
# and at scale 2.
for scale in 1 2; do
    png_over_svg=()
    for _ in $(seq "$repeats"); do
        png_over_svg+=("$("$here/.build/release/starsvg-bench" command-ratio 200 "$starsvg" --stars 10 --levels 2,8 --value 7 \
            -o "$work/one.svg" --versus "$starsvg" --stars 10 --levels 2,8 --value 7 --format png --scale "$scale" -o "$work/one.png")")
    done
    r="$(printf '%s\n' "${png_over_svg[@]}" | median)"
    echo "one PNG run (10 stars, scale $scale) against one SVG run: $r × (budget ≤ 1.3): $(verdict "$r" "<=" 1.3)"
done

# Bytes: every 100th file of the batch, against optipng -o5 of the same pixels.
if command -v optipng >/dev/null; then
    ours=0; theirs=0
    for file in $(ls "$work/out" | sort -n | awk 'NR % 100 == 1'); do
        ours=$((ours + $(stat -c %s "$work/out/$file")))
        optipng -quiet -o5 -out "$work/optimized.png" "$work/out/$file" >/dev/null 2>&1
        theirs=$((theirs + $(stat -c %s "$work/optimized.png")))
        rm -f "$work/optimized.png"
    done
    r="$(ratio "$ours" "$theirs")"
    echo "  bytes: $((ours * 100 / lines)) a rating, $r × optipng -o5's (budget ≤ 1.25): $(verdict "$r" "<=" 1.25)"
else
    echo "  bytes: optipng is not installed (apt-get install optipng)"
fi
