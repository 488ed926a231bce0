#!/usr/bin/env bash
# Rewrites the stored expectations ("expect") of every golden replay, tests/golden/*.shots.json,
# with `golf replay --write-expect`. Run it after a deliberate change of the physics or the
# rules, then review `git diff tests/golden` before committing: every changed number is a
# changed outcome.
#
#   scripts/update-goldens.sh [BUILD_DIR]    (default build/release, configured if needed)
#   GOLF=path/to/golf scripts/update-goldens.sh
set -euo pipefail
cd "$(dirname "$0")/.."

golf=${GOLF:-}
if [[ -z "$golf" ]]; then
  build=${1:-build/release}
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
