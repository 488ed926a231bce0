#!/usr/bin/env bash
# Rewrites the stored expectations ("expect") of every golden replay, tests/golden/*.shots.json,
# with `golf replay --write-expect`. Run it after a deliberate change of the physics or the
# rules, then review `git diff tests/golden` before committing: every changed number is a
# changed outcome.
#
#   scripts/update-goldens.sh [BUILD_DIR]    golf of BUILD_DIR, built if needed; default
#                                            build/release if configured, else build/goldens
#                                            (configured headless, Release)
#   GOLF=path/to/golf scripts/update-goldens.sh
set -euo pipefail
cd "$(dirname "$0")/.."

golf=${GOLF:-}
if [[ -z "$golf" ]]; then
  build=${1:-}
  if [[ -z "$build" ]]; then
    build=build/release
    # Never configure build/release here: its preset builds the game too.
    [[ -f "$build/CMakeCache.txt" ]] || build=build/goldens
  fi
  if [[ ! -f "$build/CMakeCache.txt" ]]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGOLF_BUILD_GAME=OFF \
      -DGOLF_BUILD_BENCHMARKS=OFF >/dev/null
  fi
  cmake --build "$build" --target golf >/dev/null
  golf=$build/tools/golf
fi

"$golf" replay --write-expect tests/golden
# Every expectation must now hold.
"$golf" replay tests/golden >/dev/null
echo "update-goldens: rewrote the expectations of tests/golden; review with: git diff tests/golden" >&2
