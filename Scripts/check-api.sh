#!/usr/bin/env bash
# Checks that the library's public API keeps what the last release promised
# (Documentation/library.md, "Versions, and what 1.0 promises"): `swift package
# diagnose-api-breaking-changes` against the release recorded in .release/baseline. A breaking
# change fails, unless CHANGELOG.md's newest release is a new major version over the baseline's.
#
#   Scripts/check-api.sh
#
# CI runs it after `swift test` (.ci/run), whose debug build the comparison reuses. The
# baseline's API is built once per baseline commit and toolchain, and kept in
# .build/api-baseline, so that running it again only builds what changed.
#
# What is compared: the modules of every library product, and the modules they re-export
# (`@_exported import`), whose public declarations a user names as the product's own. SwiftPM
# alone compares only the products' own modules, so the baseline is built here, from
# `git archive` of its commit, and each module's API is written by swift-api-digester where
# SwiftPM looks for it (`--baseline-dir`); SwiftPM then compares the current build against them.
# A module that the baseline does not have is new, and is not compared.
#
# Exit status 0 when the API keeps the baseline's, or breaks it under a new major version;
# 1 on a break without one, or when the check cannot run (named on standard error).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

fail() { echo "check-api: $1" >&2; exit 1; }

# The last release: `version X.Y.Z` and `commit <40 hex digits>` (see .release/baseline).
[ -f .release/baseline ] || fail ".release/baseline is missing: it names the last release's version and commit"
baseline_version="$(sed -n 's/^version[[:space:]]\{1,\}\([0-9]\{1,\}\.[0-9]\{1,\}\.[0-9]\{1,\}\)[[:space:]]*$/\1/p' .release/baseline)"
baseline_commit="$(sed -n 's/^commit[[:space:]]\{1,\}\([0-9a-f]\{40\}\)[[:space:]]*$/\1/p' .release/baseline)"
[ "$(wc -w <<<"$baseline_version")" -eq 1 ] || fail ".release/baseline needs one line 'version X.Y.Z'"
[ "$(wc -w <<<"$baseline_commit")" -eq 1 ] || fail ".release/baseline needs one line 'commit' and a full 40-digit hash"

# The baseline must be in this clone's history: a shallow clone (--depth) lacks it.
if ! git cat-file -e "$baseline_commit^{commit}" 2>/dev/null; then
    fail "the baseline $baseline_version ($baseline_commit) is not in this clone; a shallow clone lacks it: run 'git fetch --unshallow'"
fi
git merge-base --is-ancestor "$baseline_commit" HEAD \
    || fail "the baseline $baseline_version ($baseline_commit) is not in HEAD's history: .release/baseline must name a commit of main"

# The newest release CHANGELOG.md announces: its first `## [X.Y.Z] - DATE` heading.
newest_version="$(sed -n 's/^## \[\([0-9]\{1,\}\.[0-9]\{1,\}\.[0-9]\{1,\}\)\] - .*/\1/p' CHANGELOG.md | sed -n 1p)"
[ -n "$newest_version" ] || fail "CHANGELOG.md announces no release ('## [X.Y.Z] - YYYY-MM-DD')"
IFS=. read -r baseline_major baseline_minor baseline_patch <<<"$baseline_version"
IFS=. read -r newest_major newest_minor newest_patch <<<"$newest_version"
if ((newest_major < baseline_major || (newest_major == baseline_major && (newest_minor < baseline_minor
    || (newest_minor == baseline_minor && newest_patch < baseline_patch))))); then
    fail "CHANGELOG.md's newest release, $newest_version, is older than the baseline, $baseline_version"
fi
breaks_allowed=false
((newest_major > baseline_major)) && breaks_allowed=true

# The modules whose API is compared: every library product's, and what they re-export.
products="$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
print(" ".join(module for product in package["products"] if "library" in product["type"] for module in product["targets"]))
')"
modules="$(python3 - "$products" <<'PYTHON'
import os, re, sys
exported = re.compile(r"^@_exported\s+import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
modules, pending = [], sys.argv[1].split()
while pending:
    module = pending.pop(0)
    if module in modules:
        continue
    modules.append(module)
    for folder, _, files in os.walk(os.path.join("Sources", module)):
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as source:
                    pending += exported.findall(source.read())
print(" ".join(sorted(modules)))
PYTHON
)"
[ -n "$modules" ] || fail "Package.swift declares no library product"

# The baseline's API, one JSON file a module, where SwiftPM looks for it:
# --baseline-dir's folder, then the commit. Kept per toolchain, whose dumps may differ.
digester="$(command -v swift-api-digester || xcrun --find swift-api-digester 2>/dev/null || true)"
[ -n "$digester" ] && [ -x "$digester" ] \
    || fail "this toolchain has no swift-api-digester, which diagnose-api-breaking-changes needs ($(swift --version 2>&1 | head -n 1))"
toolchain="$(swift --version 2>&1 | head -n 1 | cksum | cut -d ' ' -f 1)"
baselines="$root/.build/api-baseline/$toolchain"
dumps="$baselines/$baseline_commit"
missing="$(comm -23 <(tr ' ' '\n' <<<"$modules" | sort) <(sort "$dumps/modules" 2>/dev/null || true))"
if [ -n "$missing" ]; then
    echo "check-api: building the API of $baseline_version ($baseline_commit)" >&2
    source="$root/.build/api-baseline/source"
    rm -rf "$source" "$dumps.partial"
    mkdir -p "$source" "$dumps.partial"
    git archive "$baseline_commit" | tar -x -C "$source"
    swift build --package-path "$source" --scratch-path "$source/.build" >&2 \
        || fail "the baseline $baseline_version ($baseline_commit) does not build with this toolchain"
    built="$(swift build --package-path "$source" --scratch-path "$source/.build" --show-bin-path)"
    # SwiftPM 6 keeps the modules in a folder of their own; earlier ones beside the objects.
    [ -d "$built/Modules" ] && built="$built/Modules"
    for module in $modules; do
        if [ -e "$built/$module.swiftmodule" ]; then
            "$digester" -dump-sdk -module "$module" -I "$built" -o "$dumps.partial/$module.json" >&2 \
                || fail "swift-api-digester could not read $module of the baseline"
        fi
    done
    tr ' ' '\n' <<<"$modules" >"$dumps.partial/modules"
    rm -rf "$dumps" && mv "$dumps.partial" "$dumps" && rm -rf "$source"
fi

compared=() added=()
for module in $modules; do
    if [ -f "$dumps/$module.json" ]; then compared+=("$module"); else added+=("$module"); fi
done
((${#added[@]} == 0)) || echo "check-api: new since $baseline_version, not compared: ${added[*]}"
((${#compared[@]})) || fail "the baseline $baseline_version has none of the modules: ${modules}"

# The comparison. SwiftPM builds the current package (the tests' build, when there is one) and
# writes one line per breaking change ("API breakage: …"); its build's progress is left out.
set +e
report="$(swift package diagnose-api-breaking-changes "$baseline_commit" --baseline-dir "$baselines" \
    --targets "${compared[@]}" 2>&1)"
status=$?
set -e
grep -Ev '^\[[0-9]+/[0-9]+\] |^(Building for|Build complete)' <<<"$report" | sed '/^$/d' || true

if ((status == 0)); then
    echo "check-api: the API of ${compared[*]} keeps $baseline_version's"
    exit 0
fi
grep -q "API breakage:" <<<"$report" || fail "diagnose-api-breaking-changes failed (status $status) before comparing"
if $breaks_allowed; then
    echo "check-api: breaking changes since $baseline_version, announced by CHANGELOG.md's $newest_version"
    exit 0
fi
fail "the API breaks $baseline_version's (above): keep it, or announce $((baseline_major + 1)).0.0 in CHANGELOG.md (a new major version; see Documentation/library.md)"
