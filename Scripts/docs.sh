#!/usr/bin/env bash
# Builds the API reference of the library products with the toolchain's own DocC, into
# .build/docs (static hosting: serve the folder, e.g. `python3 -m http.server -d .build/docs`,
# and open /documentation/starratingsvg/).
#
#   Scripts/docs.sh
#
# Symbol graphs come from `swift package dump-symbol-graph` (public declarations, no synthesized
# members), in a scratch folder of its own so that the debug build of `swift test` stays
# incremental. Each library module becomes a DocC archive, with warnings as errors (a broken
# link, a parameter not named); then a check that every public symbol has a summary; then the
# archives merged into one, whose landing page links each module. Exits non-zero on any of it.
# The command's targets (StarsvgOptions, StarsvgBatch, StarsvgCLI) are not API and have no page.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build/docs-build"
output="$root/.build/docs"
modules=(StarRatingSVG PlaneGeometry StarGeometry SVGKit CSSColor WebTemplates LocalizedTexts)

# dump-symbol-graph also tries the test modules, which a products' build does not make, and then
# exits 1 after writing every other module's graph: its status is not the test, the graphs are.
mkdir -p "$scratch"
stamp="$scratch/docs-stamp"
touch "$stamp"
swift package --package-path "$root" --scratch-path "$scratch" dump-symbol-graph \
    --minimum-access-level public --skip-synthesized-members >&2 || true
graphs="$(find "$scratch" -type d -name symbolgraph | head -n 1)"
for module in "${modules[@]}"; do
    if [ -z "$graphs" ] || [ ! "$graphs/$module.symbols.json" -nt "$stamp" ]; then
        echo "docs: no fresh symbol graph for $module under $scratch" >&2
        exit 1
    fi
done

archives=()
for module in "${modules[@]}"; do
    # Each module's graphs alone (its own and its extensions of others), so that DocC sees one module.
    module_graphs="$scratch/docs-graphs/$module"
    rm -rf "$module_graphs" "$scratch/archives/$module.doccarchive"
    mkdir -p "$module_graphs" "$scratch/archives"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;
    catalog=()
    [ -d "$root/Sources/$module/$module.docc" ] && catalog=("$root/Sources/$module/$module.docc")
    docc convert "${catalog[@]}" --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.starsvg.$module" \
        --output-path "$scratch/archives/$module.doccarchive" --transform-for-static-hosting \
        --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level none >&2
    archives+=("$scratch/archives/$module.doccarchive")
done

# DocC itself warns of a parameter left out, not of a declaration with no comment at all: every
# public symbol needs a summary. A module's own page has one only where it has a catalog.
python3 - "${archives[@]}" <<'PYTHON'
import json, sys
missing = []
for archive in sys.argv[1:]:
    with open(archive + "/documentation-coverage.json") as file:
        for page in json.load(file):
            kind = page["kind"]
            # A raw-value enum's init(rawValue:) is the compiler's, with no source to comment.
            implicit = page["referencePath"].endswith("/init(rawValue:)")
            if kind["isSymbol"] and not page["hasAbstract"] and kind["name"] != "Module" and not implicit:
                missing.append(page["referencePath"].split("/documentation/", 1)[1])
if missing:
    print("docs: public symbols without a doc comment:", *sorted(missing), sep="\n  ", file=sys.stderr)
    sys.exit(1)
PYTHON

rm -rf "$output"
docc merge "${archives[@]}" --synthesized-landing-page-name starsvg --output-path "$output" >&2
echo "$output"
