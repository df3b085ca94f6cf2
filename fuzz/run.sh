#!/usr/bin/env bash
# Builds every fuzz target and runs each for SECONDS (60 by default), from
# its seed corpus (fuzz/corpus_seed/TARGET, copied: the run's finds stay in
# fuzz/corpus/TARGET). Installs the nightly toolchain and cargo-fuzz when
# missing. Fails on the first crash, whose input libFuzzer leaves in
# fuzz/artifacts/TARGET. Prints each target's runs and coverage.
#   fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal >/dev/null
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked >/dev/null 2>&1
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cargo +nightly fuzz list)
# Every target is built, whichever are run: CI compiles them all.
build_log=$(mktemp)
cargo +nightly fuzz build >"$build_log" 2>&1 || { cat "$build_log"; exit 1; }
rm -f "$build_log"
for target in "${targets[@]}"; do
    mkdir -p "corpus/$target"
    [ -d "corpus_seed/$target" ] && cp -n corpus_seed/"$target"/* "corpus/$target/" 2>/dev/null || true
    # The 6.9 search that outlives its budget finishes on its own thread,
    # which LeakSanitizer would count as a leak.
    leaks=1
    [ "$target" = script ] && leaks=0
    log=$(mktemp)
    if ! cargo +nightly fuzz run "$target" "corpus/$target" -- \
        -max_total_time="$seconds" -detect_leaks=$leaks -print_final_stats=1 >"$log" 2>&1; then
        tail -40 "$log"
        echo "fuzz: $target crashed; its input is in fuzz/artifacts/$target" >&2
        exit 1
    fi
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$')
    cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    echo "fuzz: $target $runs runs in ${seconds} s, $cov, corpus $(ls "corpus/$target" | wc -l), no crash"
    rm -f "$log"
done
