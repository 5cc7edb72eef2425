#!/usr/bin/env bash
# The PNG encoder's budgets (issue 34), measured: the bytes of the command's own PNGs against
# what `optipng -o5` makes of the same files (the same pixels), and the encoder's speed.
#
#   Benchmarks/png.sh [REPEATS]      (default 5 repeats; the figures are medians of them)
#
# Needs optipng (Debian) and Pillow (.ci/run: .build/ci-tools/python, or STARSVG_PYTHONPATH).
# optipng stores a picture in the smallest lossless form it finds (RGBA, grey and alpha, a
# palette); so does our encoder, and the FORM column says which it chose (6 RGBA, 4 grey and
# alpha, 3 palette). Twelve named pictures are timed; a sweep of 108 more (sizes 16 to 100,
# scales 1 to 3, every fill mode, blur 0, 1 and the default, values and star counts varied)
# gives the worst ratios. optipng takes about a minute over them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
repeats="${1:-5}"
work="$root/.build/benchmarks/png"
pythonpath="${STARSVG_PYTHONPATH:-$root/.build/ci-tools/python}"
command -v optipng >/dev/null || { echo "png: skipped, optipng is not installed (apt-get install optipng)"; exit 0; }
PYTHONPATH="$pythonpath" python3 -c 'import PIL' 2>/dev/null || { echo "png: skipped, Pillow not found in $pythonpath"; exit 0; }

echo "png: building…" >&2
swift build --package-path "$root" --product starsvg >/dev/null
starsvg="$root/.build/debug/starsvg"
rm -rf "$work"
mkdir -p "$work/pictures" "$work/sweep"
swiftc -O -wmo -module-name PNGKit -package-name starsvg "$root"/Sources/PNGKit/*.swift "$root"/Sources/PNGKit/Internal/*.swift "$here/PNG/main.swift" \
    -o "$work/png-bench" 2>&1 | grep -v warning || true

# NAME: the options, then the scale. The first two are the typical email picture (24 px at
# scale 2); then the other sizes, scales, blur 0, an empty (grey) rating and the fill modes.
cases=(
    "24px-x2-5-stars|--stars 5 --value 3.5 --size 24|2"
    "24px-x2-10-stars|--stars 10 --value 7.3 --size 24|2"
    "16px-x2-5-stars|--stars 5 --value 2.4 --size 16|2"
    "48px-x2-5-stars|--stars 5 --value 4.6 --size 48|2"
    "100px-x2-5-stars|--stars 5 --value 0.7 --size 100|2"
    "100px-x1-10-stars|--stars 10 --value 2.8 --size 100|1"
    "24px-x1-5-stars|--stars 5 --value 4.8 --size 24|1"
    "24px-x3-10-stars|--stars 10 --value 3.2 --size 24|3"
    "24px-x2-5-stars-blur0|--stars 5 --value 3.5 --size 24 --blur 0|2"
    "24px-x2-5-stars-empty|--stars 5 --value 0 --size 24|2"
    "24px-x2-10-stars-width|--stars 10 --value 6.3 --size 24 --fill-mode width|2"
    "48px-x1-7-stars-linear|--stars 7 --value 5.5 --size 48 --fill-mode linear --blur 1|1"
    "24px-x2-5-stars-rtl|--stars 5 --value 1.5 --size 24 --dir rtl|2"
)
for item in "${cases[@]}"; do
    IFS='|' read -r name options scale <<<"$item"
    # shellcheck disable=SC2086
    "$starsvg" $options --format png --scale "$scale" -o "$work/pictures/$name.png"
    optipng -quiet -o5 -out "$work/pictures/$name.opt" "$work/pictures/$name.png"
done
index=0
for size in 16 24 48 100; do
    for scale in 1 2 3; do
        for mode in area width linear; do
            for blur in default 0 1; do
                index=$((index + 1))
                value=$(( (index * 37) % 50 ))
                options="--stars $((5 + index % 6)) --value $((value / 10)).$((value % 10)) --size $size --scale $scale --fill-mode $mode"
                [ "$blur" = default ] || options="$options --blur $blur"
                # shellcheck disable=SC2086
                "$starsvg" $options --format png -o "$work/sweep/$index.png"
                optipng -quiet -o5 -out "$work/sweep/$index.opt" "$work/sweep/$index.png"
                echo "$index $options" >> "$work/sweep/cases.txt"
            done
        done
    done
done
PYTHONPATH="$pythonpath" python3 - "$work/pictures" <<'PYTHON'
import glob, struct, sys
from PIL import Image
for path in glob.glob(sys.argv[1] + "/*.png"):
    with Image.open(path) as image:
        rgba = image.convert("RGBA")
        with open(path[:-4] + ".rgba", "wb") as file:
            file.write(struct.pack("<II", *rgba.size) + rgba.tobytes())
PYTHON

for run in $(seq "$repeats"); do
    "$work/png-bench" "$work/pictures" 5 > "$work/run-$run.txt"
done
. "$(dirname "$0")/measure.sh"

echo "machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(uname -sr)"
echo "repeats: $repeats (medians of each; time is CPU time of one encode, the best of 5 rounds in each repeat)"
printf '%-26s %9s %4s %7s %9s %6s %9s %8s\n' picture size form bytes optipng ratio "µs" "MB/s"
log_sum=0; count=0
while read -r name width height _ _; do
    micros="$(for run in $(seq "$repeats"); do awk -v n="$name" '$1 == n { print $5 }' "$work/run-$run.txt"; done | median)"
    bytes="$(stat -c %s "$work/pictures/$name.png")"
    optimized="$(stat -c %s "$work/pictures/$name.opt")"
    form="$(od -An -tu1 -j25 -N1 "$work/pictures/$name.png" | tr -d ' ')"
    ratio="$(awk -v a="$bytes" -v b="$optimized" 'BEGIN { printf "%.3f", a / b }')"
    rate="$(awk -v us="$micros" -v w="$width" -v h="$height" 'BEGIN { printf "%.0f", w * h * 4 / us }')"
    printf '%-26s %9s %4s %7d %9d %6s %9.1f %8s\n' "$name" "${width}x$height" "$form" "$bytes" "$optimized" "$ratio" "$micros" "$rate"
    log_sum="$(awk -v s="$log_sum" -v r="$ratio" 'BEGIN { print s + log(r) }')"
    count=$((count + 1))
done < "$work/run-1.txt"
mean="$(awk -v s="$log_sum" -v n="$count" 'BEGIN { printf "%.3f", exp(s / n) }')"
echo "bytes against optipng -o5, geometric mean: $mean (budget ≤ 1.25, aim ≤ 1.0): $(verdict "$mean" "<=" 1.25)"
while read -r index options; do
    bytes="$(stat -c %s "$work/sweep/$index.png")"
    optimized="$(stat -c %s "$work/sweep/$index.opt")"
    echo "$(awk -v a="$bytes" -v b="$optimized" 'BEGIN { printf "%.3f", a / b }') $bytes $optimized $options"
done < "$work/sweep/cases.txt" | sort -rn > "$work/sweep/ratios.txt"
sweep_mean="$(awk '{ s += log($1); n++ } END { printf "%.3f", exp(s / n) }' "$work/sweep/ratios.txt")"
sweep_worst="$(awk 'NR == 1 { print $1 }' "$work/sweep/ratios.txt")"
echo "sweep of $(wc -l < "$work/sweep/ratios.txt") pictures against optipng -o5: geometric mean $sweep_mean, worst $sweep_worst (budget ≤ 1.25): $(verdict "$sweep_worst" "<=" 1.25)"
echo "the sweep's worst three (ratio, bytes, optipng's, options):"
head -3 "$work/sweep/ratios.txt" | sed 's/^/  /'
typical="$(for run in $(seq "$repeats"); do awk '$1 == "24px-x2-10-stars" { print $5 }' "$work/run-$run.txt"; done | median)"
echo "encode, 10 stars at 24 px, scale 2 (612 x 48): $typical µs, $(awk -v us="$typical" 'BEGIN { printf "%.0f", 1e6 / us }') pictures/s on one core (the whole rating, drawn and encoded, must reach 2,000/s)"
