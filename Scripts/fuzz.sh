#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with AddressSanitizer and runs them side by side for
# SECONDS (default 60): the command line, an icon file through every face, and batch lines. A
# crash, a failed check, a leak, an input slower than 10 s or a process over 2 GiB fails the
# run, once every target has had its time; the input that did it is saved as
# Fuzz/findings/TARGET-crash-… (-leak-, -timeout-, -oom-), which
# `Fuzz/.build/release/starsvg-fuzz-TARGET FILE` replays. New inputs that reach new code are
# kept in Fuzz/corpus/TARGET, git-ignored, so a later run on this machine starts from them.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET…]      TARGET: arguments, icon, batch (default: all)
#
# Where the toolchain cannot build -sanitize=fuzzer (Xcode's Swift, for one), it says so and
# exits 0. Documentation/testing.md, "Fuzzing and hostile input", says what each target checks.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

seconds="${1:-60}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(arguments icon batch)

# A probe first: a one-line fuzz target, built as the package would be.
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }\n' >"$probe/probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe/probe.swift" -o "$probe/probe" >"$probe/log" 2>&1; then
    echo "fuzz: skipped: this toolchain cannot build -sanitize=fuzzer,address ($(head -n 1 "$probe/log"))"
    exit 0
fi

echo "fuzz: building the targets (release, -sanitize=fuzzer,address)"
started=$SECONDS
STARSVG_FUZZ=1 swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
echo "fuzz: built in $((SECONDS - started)) s"

mkdir -p findings
# One target: its corpus, its seeds and its dictionary; the log in findings/TARGET.log.
# SWIFT_BACKTRACE=enable=no: Swift's backtracer would take the trap's signal from libFuzzer,
# which then could not save the input. Standard input is /dev/null, so that an input naming
# /dev/stdin as a file reads nothing rather than waiting. The leak suppressions are in
# lsan.supp, with why.
run() {
    local target="$1"
    mkdir -p "corpus/$target"
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/lsan.supp:print_suppressions=0" \
        ".build/release/starsvg-fuzz-$target" "corpus/$target" "Seeds/$target" -dict="$target.dict" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 \
        -artifact_prefix="findings/$target-" -print_final_stats=1 </dev/null >"findings/$target.log" 2>&1
}

# The targets side by side: each is one thread (the batch's lines take up to four), so on two
# cores three targets take a minute, not three, each with two thirds of a core.
echo "fuzz: ${targets[*]}, side by side, for $seconds s"
pids=()
for target in "${targets[@]}"; do
    run "$target" &
    pids+=($!)
done
failed=()
for index in "${!targets[@]}"; do
    target="${targets[$index]}"
    if ! wait "${pids[$index]}"; then
        failed+=("$target")
        grep -E -A 12 'ERROR|Fatal error|SUMMARY' "findings/$target.log" | head -n 40 || true
        echo "fuzz: $target FAILED; its log is Fuzz/findings/$target.log, its input Fuzz/$(ls -t findings/"$target"-* 2>/dev/null | head -n 1)"
    fi
    # libFuzzer prints its final figures twice, once more as it exits.
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "findings/$target.log" | awk '!seen[$0]++' \
        | sed "s/^/fuzz: $target: /" || true
done
if ((${#failed[@]})); then
    echo "fuzz: failed: ${failed[*]}"
    exit 1
fi
echo "fuzz: ${targets[*]}: nothing found in $seconds s each"
