#!/usr/bin/env bash
# Issue 52's bound on hostile icons: reading or refusing any icon file under the size cap takes
# at most 2 s and 300 MiB, in every face. Writes the icons of HostileIcons/make_icons.py (each
# just under 1 MiB and the command limit, made to cost what the parser, the fills, the strokes
# and the transforms can) and runs each through the SVG, HTML, PNG, <img> and live faces with
# the given binary, printing the time and peak memory (GNU time) and the first line of any
# refusal. Exits 1 if any run is over either bound, crashes or is killed.
#
#   Benchmarks/hostile-icons.sh [STARSVG]      (default: .build/release/starsvg)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
starsvg="${1:-$here/../.build/release/starsvg}"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
python3 "$here/HostileIcons/make_icons.py" "$folder/icons"
faces=("" "--format html" "--format png -o $folder/out.png" "--format img --src r.png" "--live")
status=0
printf '%-26s %-22s %7s %9s  %s\n' icon face seconds "peak MiB" result
for icon in "$folder"/icons/*.svg; do
    for face in "${faces[@]}"; do
        # shellcheck disable=SC2086
        /usr/bin/time -f '%e %M' -o "$folder/time" timeout 20 "$starsvg" --shape "$icon" --value 3.5 $face \
            >/dev/null 2>"$folder/err"
        code=$?
        read -r seconds kilobytes < <(tail -n 1 "$folder/time")
        mebibytes=$((kilobytes / 1024))
        result="exit $code: $(head -c 100 "$folder/err" | head -n 1)"
        if [ "$code" -ne 0 ] && [ "$code" -ne 64 ]; then status=1; result="FAILED, $result"; fi
        if awk -v s="$seconds" 'BEGIN { exit !(s > 2) }' || [ "$mebibytes" -gt 300 ]; then status=1; result="OVER, $result"; fi
        printf '%-26s %-22s %7s %9s  %s\n' "$(basename "$icon" .svg)" "${face%% -o*}" "$seconds" "$mebibytes" "$result"
    done
done
exit $status
