# The helpers every benchmark script measures with, sourced by run.sh, html-batch.sh,
# png-batch.sh and png.sh, so that a median or a verdict is taken one way everywhere.

# The median of the numbers on standard input, one a line (the upper one of an even count).
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Nanoseconds that "$@" takes.
nanoseconds() {
    local start end
    start=$(date +%s%N)
    "$@"
    end=$(date +%s%N)
    echo $((end - start))
}

# `ok` when VALUE OP BUDGET holds (OP is <= or >=), else `OVER BUDGET`.
verdict() { awk -v v="$1" -v op="$2" -v b="$3" 'BEGIN { ok = (op == "<=") ? v <= b : v >= b; print ok ? "ok" : "OVER BUDGET" }'; }
