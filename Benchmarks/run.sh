#!/usr/bin/env bash
# The performance budgets, measured: builds everything in release, runs each benchmark several
# times, and prints each figure next to its budget as a median or a ratio.
#
#   Benchmarks/run.sh [REPEATS]      (default 5 repeats; Documentation/performance.md quotes runs of this)
#
# Start-up is compared with a hello-world built the same way (dynamic and -static-stdlib), so the
# ratios say what starsvg adds to the floor of any Swift program on this machine.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
repeats="${1:-5}"
work="$root/.build/benchmarks"
mkdir -p "$work"

echo "bench: building (release)…" >&2
swift build -c release --package-path "$root" --product starsvg >/dev/null
# The static binary as it is installed, with the install's flags.
static="$("$root/Scripts/build-release.sh" --scratch-path "$work/static" 2>/dev/null)"
swift build -c release --package-path "$here" >/dev/null
swiftc -O "$here/HelloWorld/main.swift" -o "$work/hello-dynamic"
swiftc -O -static-stdlib "$here/HelloWorld/main.swift" -o "$work/hello-static"
bench="$here/.build/release/starsvg-bench"
dynamic="$root/.build/release/starsvg"

. "$(dirname "$0")/measure.sh"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(uname -sr)"
echo "repeats: $repeats (medians of each)"
echo

rating=(--stars 10 --levels 2,8 --value 7)
for link in dynamic static; do
    built="$dynamic"; [ "$link" = static ] && built="$static"
    # Both programs as installed, copied: a program straight from the linker started 6 % more
    # slowly than a copy of the same bytes here (the hello-world, starts in turn), and with
    # more page faults (starsvg 263 to 250), more so for the larger program.
    hello="$work/installed-hello-$link"; starsvg="$work/installed-starsvg-$link"
    cp "$work/hello-$link" "$hello"; cp "$built" "$starsvg"
    ratios=()
    for _ in $(seq "$repeats"); do
        # The hello-world's starts and starsvg's taken in turn, so that both meet the same speed.
        ratios+=("$("$bench" startup-ratio 400 "$hello" "$starsvg" "${rating[@]}")")
    done
    r="$(printf '%s\n' "${ratios[@]}" | median)"
    echo "one run ($link): $r × a hello-world (budget ≤ 1.3): $(verdict "$r" "<=" 1.3)"
done

rates=(); writer_rates=()
for _ in $(seq "$repeats"); do
    read -r rate _ writer_rate < <("$bench" inprocess 100000)
    rates+=("$rate"); writer_rates+=("$writer_rate")
done
echo "in-process, one thread, 100,000 distinct ratings: $(printf '%s\n' "${rates[@]}" | median) ratings/s with svgBytes(), $(printf '%s\n' "${writer_rates[@]}" | median) with one RatingSVGWriter"
png_rates=(); png_writer_rates=()
for _ in $(seq "$repeats"); do
    read -r rate _ writer_rate < <("$bench" png 5000)
    png_rates+=("$rate"); png_writer_rates+=("$writer_rate")
done
echo "in-process PNG, one thread, 5,000 distinct ratings (24 px, scale 2, 5–10 stars): $(printf '%s\n' "${png_rates[@]}" | median) ratings/s with pngBytes(scale:), $(printf '%s\n' "${png_writer_rates[@]}" | median) with one RatingPNGWriter"

read -r reference star hundred worst mean < <("$bench" size)
echo "--stars 10 --levels 2,8 --value 7, compact: $reference bytes (budget ≤ 1500): $(verdict "$reference" "<=" 1500)"
echo "each added star, 9 → 10: $star bytes (budget ≤ 30): $(verdict "$star" "<=" 30)"
echo "each added star, mean from 10 to 100: $mean bytes (budget ≤ 30): $(verdict "$mean" "<=" 30)"
echo "each added star, the worst of 1 → 2 … 99 → 100: $worst bytes"
echo "100 stars: $hundred bytes"

if "$dynamic" batch - </dev/null >/dev/null 2>&1; then
    "$bench" jsonl 200000 > "$work/ratings.jsonl"
    one() { "$dynamic" batch "$work/ratings.jsonl" --jobs "$1" > /dev/null; }
    # Two independent --jobs 1 batches at once: what this machine's two cores give two
    # processes that share nothing, the ceiling for --jobs 2 here.
    two_processes() { one 1 & one 1; wait; }
    # Each repeat runs --jobs 1, --jobs 2 and the two processes, then again in the opposite
    # order (A B C C B A), and compares their sums: this machine's speed drifts by a third from
    # minute to minute, and a drift within the repeat then weighs on each alike.
    rates1=(); rates2=(); ratios=(); ceilings=()
    for _ in $(seq "$repeats"); do
        a1="$(nanoseconds one 1)"; b1="$(nanoseconds one 2)"; c1="$(nanoseconds two_processes)"
        c2="$(nanoseconds two_processes)"; b2="$(nanoseconds one 2)"; a2="$(nanoseconds one 1)"
        a=$((a1 + a2)); b=$((b1 + b2)); c=$((c1 + c2))
        rates1+=("$(awk -v ns="$a" 'BEGIN { printf "%d", 400000 / (ns / 1e9) }')")
        rates2+=("$(awk -v ns="$b" 'BEGIN { printf "%d", 400000 / (ns / 1e9) }')")
        ratios+=("$(ratio "$a" "$b")"); ceilings+=("$(ratio "$((2 * a))" "$c")")
    done
    batch1="$(printf '%s\n' "${rates1[@]}" | median)"
    batch2="$(printf '%s\n' "${rates2[@]}" | median)"
    echo "batch of 200,000 distinct ratings, --jobs 1: $batch1 ratings/s (budget ≥ 150000): $(verdict "$batch1" ">=" 150000)"
    input_kib=$(( $(stat -c %s "$work/ratings.jsonl") / 1024 ))
    peak_kib="$(/usr/bin/time -f %M "$dynamic" batch "$work/ratings.jsonl" --jobs 2 2>&1 >/dev/null | tail -n 1)"
    budget_kib=$(( 64 * 1024 + 2 * input_kib ))
    echo "peak memory of that batch: $((peak_kib / 1024)) MiB for $((input_kib / 1024)) MiB of input (budget ≤ $((budget_kib / 1024)) MiB): $(verdict "$peak_kib" "<=" "$budget_kib")"
    r="$(printf '%s\n' "${ratios[@]}" | median)"
    echo "--jobs 2: $batch2 ratings/s, $r × --jobs 1, median of the repeats' ratios (budget ≥ 1.6): $(verdict "$r" ">=" 1.6)"
    echo "  the machine's ceiling, two --jobs 1 batches at once: $(printf '%s\n' "${ceilings[@]}" | median) × one (ratios: ${ratios[*]}; ceilings: ${ceilings[*]})"
    # HTML pictures, with their inline sheets and with one shared sheet (--css-out).
    "$here/html-batch.sh" "$dynamic" "$repeats"
    # PNG lines, one PNG run against one SVG run, and the PNGs' bytes against optipng's.
    "$here/png-batch.sh" "$dynamic" "$repeats"
    # 100,000 lines naming one icon file: opened once, and the time against the heart's.
    "$here/icon-batch.sh" "$dynamic" "$repeats"
    # The same for a stroked icon, whose outline is many pieces (budget: 2 × the heart's time).
    "$here/icon-batch.sh" "$dynamic" "$repeats" "$root/Samples/icons/outline-star.svg"
else
    echo "batch: not built yet (starsvg batch - fails)"
fi

echo
# PNG: the encoder's bytes against optipng -o5 on rating pictures, and its speed
# (Benchmarks/png.sh; skips itself without resvg, optipng or Pillow).
"$here/png.sh" "$repeats" || echo "png: failed (above)"

echo
# Reader cost: pages of 1,000 ratings in headless Chromium, each against plain star icons
# (Benchmarks/reader_cost.py; REPEATS rounds of visits in turn).
if ! command -v python3 >/dev/null; then
    echo "reader cost: skipped, python3 is not installed"
else
    python3 "$here/reader_cost.py" "$dynamic" "$repeats" || echo "reader cost: failed (above)"
fi
