#!/bin/sh
# Runs the libFuzzer targets of tests/fuzz (level, course, shot_log, replay) with address and
# undefined-behaviour sanitizers, each for SECONDS (default 15), in build/fuzz (built with
# clang). Corpora grow in build/fuzz/corpus-TARGET (seeded from tests/fuzz/seeds); a crash is
# saved as build/fuzz/crash-* and the script exits 1.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -eu
seconds=${1:-15}
[ $# -gt 0 ] && shift
targets=${*:-level course shot_log replay}
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build/fuzz
cmake -S "$root/tests/fuzz" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" -j2
status=0
for target in $targets; do
    mkdir -p "$build/corpus-$target"
    echo "== fuzz_$target for $seconds s"
    (cd "$build" && "./fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 "corpus-$target" "$root/tests/fuzz/seeds/$target") || status=1
done
exit $status
