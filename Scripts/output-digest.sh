#!/usr/bin/env bash
# Every face, option and message of a starsvg binary, hashed: what a refactoring must keep byte
# for byte. Prints one line per case (its SHA-256 over exit status, standard output, standard
# error and every file written, and the case); run it on the binary before a change and after,
# and compare:
#
#   Scripts/output-digest.sh .build/release/starsvg > after.txt && diff before.txt after.txt
#
# STARSVG_DIGEST_KEEP=DIR also keeps each case's bytes, numbered as the lines are, to diff.
#
# The cases: each face with every option it takes, alone and together; each option refused by
# each face; help, the man page, the completions and the version; every face of a batch, to
# standard output, to an out-dir, with a shared style sheet and script; and bad input of each
# kind. Samples/ and the goldens are checked by `swift test` (SampleGoldenTests and the
# expected texts); this covers what they do not.
set -uo pipefail
starsvg="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

icon="$root/Samples/icons/outline-star.svg"
[ -f "$icon" ] || icon="$(ls "$root"/Samples/icons/*.svg | head -1)"
cp "$icon" icon.svg
printf '{"label": "{value} of {stars}", "value": {"one": "{value} star", "other": "{value} stars"}}' > texts.json

case_number=0
run() {   # run ARGS…: one case, in a fresh folder
    rm -rf out && mkdir out && cd out
    "$starsvg" "$@" > ../stdout 2> ../stderr; status=$?
    cd ..
    { echo "status $status"; cat stdout; echo; cat stderr; find out -type f | sort | while read -r f; do echo "$f"; cat "$f"; done; } > case
    case_number=$((case_number + 1))
    # STARSVG_DIGEST_KEEP=DIR keeps each case's bytes (DIR/N), to see what a difference is.
    if [ -n "${STARSVG_DIGEST_KEEP:-}" ]; then mkdir -p "$STARSVG_DIGEST_KEEP"; cp case "$STARSVG_DIGEST_KEEP/$case_number"; fi
    sha256sum < case | cut -c1-16 | tr -d '\n'
    printf '  %s\n' "$*"
}

looks=(
    "" "--value 3.7" "--stars 10 --levels 2,8 --value 7" "--value 2.5 --fill-mode width" "--value 2.5 --fill-mode linear"
    "--value 4 --colors tomato,gold,seagreen" "--value 1 --colors #123,currentColor,rgb(0,0,255)"
    "--value 3 --size 48 --gap 0.1" "--value 3 --size 16 --gap 0" "--value 3 --blur 0" "--value 3 --blur 5"
    "--value 3.2 --shape heart" "--value 3.2 --shape circle" "--value 3.2 --shape ../icon.svg"
    "--value 3.2 --points 6 --inner 0.6 --rounding 0.2" "--value 3.3 --label Score" "--value 3.5 --locale de"
    "--value 3.5 --locale ar" "--value 2.5 --locale he --dir rtl" "--value 2 --texts ../texts.json" "--value 2 --dir rtl"
    "--value 3 --id myrating" "--value 3 --pretty" "--value 100 --stars 100" "--value 0.05 --stars 1"
)
for look in "${looks[@]}"; do
    # shellcheck disable=SC2086
    set -f; args=($look); set +f
    run "${args[@]}"
    run "${args[@]}" --animate --xlink
    run "${args[@]}" --format html
    run "${args[@]}" --format html --animate --schema --css-out s.css
    run "${args[@]}" --format html --size 1.5em --dir auto
    run "${args[@]}" --live
    run "${args[@]}" --live --animate --css-out s.css --value-slot '{{ r|float }}'
    run "${args[@]}" --format png
    run "${args[@]}" --format png --scale 2
    run "${args[@]}" --format img --src https://example.com/r.png --scale 2
done
inputs=(
    "" "--name stars" "--no-script" "--step 0.5" "--required" "--disabled" "--show-label" "--average 3.6 --value 0"
    "--js-out s.js --css-out s.css" "--animate --pretty" "--locale fr --show-label" "--dir rtl --step 0.5"
    "--schema" "--value 2.5" "--value 2.5 --step 0.5 --required --disabled"
)
for extra in "${inputs[@]}"; do
    set -f; args=($extra); set +f
    run --interactive --value 2 "${args[@]}"
    run --interactive "${args[@]}"
done
# Every option with every face, given or refused.
options=("--scale 2" "--src https://e.com/a.png" "--value-slot x" "--animate" "--name n" "--no-script" "--step 0.5"
         "--required" "--disabled" "--show-label" "--average 2" "--schema" "--rating-count 5" "--xlink" "--css-out s.css"
         "--js-out s.js" "--size 2em" "--dir auto" "--id a1" "--pretty" "--interactive" "--live" "-o o.txt")
faces=("" "--format html" "--interactive" "--live" "--format png" "--format img --src a.png" "--format svg" "--format html --interactive --live")
for face in "${faces[@]}"; do
    for option in "${options[@]}"; do
        set -f; args=($face $option); set +f
        run --value 2 "${args[@]}"
    done
done
# Bad input of each kind.
bad=("--stars 0" "--stars 101" "--value -1" "--value 6" "--value 1e3" "--levels 3,2" "--colors nope" "--size 0"
     "--gap 9" "--fill-mode x" "--shape nothing.svg" "--points 2" "--inner 1" "--rounding 1" "--blur 9"
     "--label" "--locale xx" "--texts missing.json" "--dir up" "--id 1a" "--format gif" "--scale 9" "--src ftp://x"
     "--bogus" "--stars" "--value 2 --value 3" "--interactive --value 2.5" "--format png --size 2000 --stars 100 --scale 4"
     "--css-out a --js-out a --interactive" "-o a --css-out a --format html" "--rating-count 3" "--average 9 --interactive")
for b in "${bad[@]}"; do
    set -f; args=($b); set +f
    run "${args[@]}"
done
# Help, version, the man page and completions.
run --help; run -h; run --version; run help; run batch --help; run help batch
for shell in bash zsh fish; do run --generate-completion-script "$shell"; done
# Batches: every face, to standard output, an out-dir, a shared sheet and script.
lines=batch.jsonl
{
    for v in 0 0.3 1 2.5 3.7 5; do
        echo "{\"value\": $v}"
        echo "{\"value\": $v, \"format\": \"html\"}"
        echo "{\"value\": $v, \"format\": \"html\", \"animate\": true, \"schema\": true}"
        echo "{\"value\": $v, \"live\": true}"
        echo "{\"value\": $v, \"live\": true, \"value-slot\": \"{{ v }}\"}"
        echo "{\"value\": 2.5, \"stars\": 10, \"interactive\": true, \"step\": 0.5}"
        echo "{\"average\": $v, \"interactive\": true}"
        echo "{\"value\": $v, \"format\": \"text\", \"shape\": \"heart\", \"label\": \"Tea\"}"
        echo "{\"value\": $v, \"format\": \"img\", \"src\": \"r.png\", \"scale\": 2}"
        echo "{\"value\": $v, \"shape\": \"heart\", \"locale\": \"fa\", \"format\": \"html\"}"
        echo "{\"value\": $v, \"texts\": {\"label\": \"{value}!\"}, \"format\": \"html\"}"
    done
} > "$lines"
cp "$lines" out.jsonl
run batch "../$lines"
run batch "../$lines" --jobs 1
run batch "../$lines" --css-out s.css --js-out s.js
sed 's/}$/, "output": "r-LINE.txt"}/' "$lines" | awk '{ sub("LINE", NR); print }' > named.jsonl
run batch ../named.jsonl --out-dir d
run batch ../named.jsonl --out-dir d --css-out s.css --js-out s.js
{ echo '{"value": 2, "format": "png", "output": "a.png"}'; echo '{"value": 3, "format": "png", "scale": 2, "output": "b.png"}'; } > png.jsonl
run batch ../png.jsonl --out-dir p
printf '{"value": 2}\n{"value": 9}\n' > bad1.jsonl; run batch ../bad1.jsonl
printf '{"value": 2}\n{"valu": 2}\n' > bad2.jsonl; run batch ../bad2.jsonl
printf '{"value": 2, "output": "a"}\n{"value": 3, "output": "a"}\n' > bad3.jsonl; run batch ../bad3.jsonl --out-dir d
printf '{"value": 2, "live": true, "name": "x"}\n' > bad4.jsonl; run batch ../bad4.jsonl
# A live rating's slot in its class (--slot-in class): the steps in its sheet, compact and
# pretty, the refusal without a sheet, and a batch of two sizes, with the sheet and without.
run --live --value-slot '{{ t }}' --slot-in class --css-out s.css
run --live --stars 10 --value-slot '{{ t }}' --slot-in class --css-out s.css --pretty
run --live --value-slot '{{ t }}' --slot-in class
printf '{"live": true, "value-slot": "{{ t }}", "slot-in": "class"}\n{"live": true, "stars": 3, "value-slot": "{{ t }}", "slot-in": "class"}\n' > slot.jsonl
run batch ../slot.jsonl --css-out s.css
run batch ../slot.jsonl
