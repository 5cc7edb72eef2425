#!/usr/bin/env bash
# Checks the release binary as the install step builds it: `Scripts/build-release.sh`, with the
# Swift runtime linked in, loads no Swift library and no Foundation, and writes exactly what the
# debug build of the command writes, for a page's worth of ratings in one batch and for single
# runs of every kind (each face, help, a completion script, a refusal).
#
#   Scripts/check-release.sh
#
# CI runs it after `swift test` (.ci/run), whose build it compares against; it builds that too
# when it is missing. It is apart from `swift test` because an optimised build of the whole
# package is a third of the tests' machine time: a packaging check, made once per submission.
# Exit status 0 when the binary passes, 1 with the first difference otherwise.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

release="$(nice -n 10 Scripts/build-release.sh)"
swift build --product starsvg >&2
debug="$(swift build --show-bin-path)/starsvg"
fail() { echo "check-release: $1" >&2; exit 1; }

linked="$(ldd "$release")"
grep -q "libc.so" <<<"$linked" || fail "ldd shows no C library: $linked"
! grep -Eq "libswift|Foundation|ICU" <<<"$linked" || fail "the release binary loads a Swift library: $linked"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Fifty batch lines: the three previews at several values, every fill mode, the web faces.
for index in $(seq 0 49); do
    stars=(5 10 3 1 7); stars=${stars[index % 5]}
    quarters=$((index % (stars * 4 + 1)))
    value="$((quarters / 4)).$(( (quarters % 4) * 25 ))"
    modes=(area width linear)
    line="{\"stars\": $stars, \"value\": $value, \"fill-mode\": \"${modes[index % 3]}\""
    case $((index % 5)) in
        1) line+=", \"format\": \"html\"" ;;
        2) line+=", \"format\": \"html\", \"animate\": true, \"schema\": true, \"rating-count\": $((index * 37 + 1))" ;;
        3) [ $((quarters % 4)) -eq 0 ] && line+=", \"interactive\": true, \"name\": \"r$index\"" ;;
        4) line+=", \"size\": $((16 + index)), \"colors\": [\"tomato\", \"gold\", \"seagreen\"]" ;;
    esac
    echo "$line}"
done > "$work/ratings.jsonl"
"$release" batch "$work/ratings.jsonl" > "$work/release.out" 2> "$work/release.err" || fail "the release batch failed: $(cat "$work/release.err")"
"$debug" batch "$work/ratings.jsonl" > "$work/debug.out"
cmp -s "$work/release.out" "$work/debug.out" || fail "the release binary's batch differs from the debug build's"
[ "$(wc -c < "$work/release.out")" -gt 50000 ] || fail "the batch wrote too little to be a page of ratings"

runs=(
    "--stars 10 --levels 2,8 --value 7"
    "--value 3.5 --format html --schema --pretty"
    "--interactive --value 2 --name stars"
    "--animate --value 4.25 --xlink"
    "--format png --scale 2 --value 3.3 --shape heart"
    "--format img --src r.png --value 4.5"
    "--help"
    "--generate-completion-script zsh"
    "--value 9"
)
for run in "${runs[@]}"; do
    read -ra words <<<"$run"
    set +e
    "$release" "${words[@]}" > "$work/r.out" 2> "$work/r.err"; released=$?
    "$debug" "${words[@]}" > "$work/d.out" 2> "$work/d.err"; debugged=$?
    set -e
    [ "$released" -eq "$debugged" ] && cmp -s "$work/r.out" "$work/d.out" && cmp -s "$work/r.err" "$work/d.err" \
        || fail "starsvg $run: the release binary differs from the debug build (exit $released against $debugged)"
done
echo "check-release: $release passes ($(wc -l < "$work/ratings.jsonl") batch lines, ${#runs[@]} single runs)"
