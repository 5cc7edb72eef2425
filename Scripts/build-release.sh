#!/usr/bin/env bash
# Builds the release binary of starsvg, with the Swift runtime linked in (-static-stdlib) so
# that the one file runs on a machine without a Swift toolchain, and prints its path.
#
#   Scripts/build-release.sh [--scratch-path DIR] [OUTPUT_FOLDER]
#
# OUTPUT_FOLDER   where to put the binary (made if missing); without it, the binary stays in
#                 the build folder.
# --scratch-path  SwiftPM's build folder, by default .build/static-release: apart from the
#                 folders of `swift build` and `swift test`, so that neither waits for the
#                 other's lock and each stays incremental (the tests build here too).
#
# SwiftPM's messages go to standard error; standard output is the binary's absolute path alone:
#
#   install -m 755 "$(Scripts/build-release.sh)" /usr/local/bin/
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build/static-release"
output=""

usage() { sed -n '2,15s/^# \{0,1\}//p' "$0"; }
refuse() { echo "build-release: $1" >&2; usage >&2; exit 64; }

while [ $# -gt 0 ]; do
    case "$1" in
        --scratch-path) [ $# -ge 2 ] || refuse "missing value for --scratch-path"; scratch="$(realpath -m "$2")"; shift 2 ;;
        --scratch-path=*) scratch="$(realpath -m "${1#*=}")"; shift ;;
        -h|--help) usage; exit 0 ;;
        -*) refuse "unknown option '$1'" ;;
        *) [ -z "$output" ] || refuse "more than one output folder"; output="$(realpath -m "$1")"; shift ;;
    esac
done

# Two flags for a faster start (Documentation/performance.md, "Mechanisms kept for speed"),
# here, not in Package.swift, where unsafe flags would keep the libraries from being a versioned
# dependency:
# - the compiler asks for a generic type's metadata (an array of options, say) by an accessor
#   call, not by its mangled name, which the runtime would demangle the first time;
# - the binary exports no symbols (SwiftPM exports them all from an executable): the runtime,
#   linked in, looks for its own path with dladdr, which reads every exported symbol.
flags=(-c release --package-path "$root" --scratch-path "$scratch" --product starsvg -Xswiftc -static-stdlib
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic)
swift build "${flags[@]}" >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/starsvg"
if [ -n "$output" ]; then
    mkdir -p "$output"
    # install writes a new file and renames it, so a running copy of the old binary is not disturbed.
    install -m 755 "$binary" "$output/starsvg"
    binary="$output/starsvg"
fi
echo "$binary"
