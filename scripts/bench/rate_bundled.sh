#!/bin/sh
# Rates every bundled hole with two builds of golf and says whether their JSON Lines are the
# same byte for byte (issue 27: a change meant only to be faster must leave every suggested par,
# interval and tick count as it was). Few players keep it at a few minutes of CPU.
#
#   scripts/bench/rate_bundled.sh OLD_GOLF NEW_GOLF [SAMPLES] [JOBS]
set -eu
if [ $# -lt 2 ]; then
    echo "usage: $0 OLD_GOLF NEW_GOLF [SAMPLES (10)] [JOBS (2)]" >&2
    exit 2
fi
old=$1
new=$2
samples=${3:-10}
jobs=${4:-2}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for build in old new; do
    eval golf=\$$build
    "$golf" rate --json --samples "$samples" -j "$jobs" "$root/levels/front-nine" \
        "$root/levels/back-nine" "$root/levels/windmill-nine" > "$work/$build.jsonl"
done
if cmp -s "$work/old.jsonl" "$work/new.jsonl"; then
    echo "the same: $(wc -l < "$work/new.jsonl") holes rated alike"
else
    diff "$work/old.jsonl" "$work/new.jsonl" >&2 || true
    echo "the ratings differ" >&2
    exit 1
fi
