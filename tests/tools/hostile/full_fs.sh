#!/bin/bash
# Output files of `golf` on a full file system (a 64 KiB tmpfs) and on a read-only one: exit 1,
# a message naming the file and the reason, the old file kept, no temporary file left behind.
# Needs to mount a tmpfs (root); exits 77 (skipped) where that is not permitted.
# Usage: full_fs.sh GOLF WORK
set -u
golf=$1
work=$2
rm -rf "$work" && mkdir -p "$work/fs" && cd "$work" || exit 1
if ! mount -t tmpfs -o size=64k tmpfs fs 2>/dev/null; then
    echo "SKIP: cannot mount a tmpfs here (needs root)"
    exit 77
fi
trap 'umount "$work/fs" 2>/dev/null' EXIT
# shellcheck source=common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
expect_message() { # FILE REASON
    case $out in *"$1"*"$2"*) ;; *) fail "the message does not name $1 and '$2': $out" ;; esac
}
no_leftovers() {
    local left
    left=$(find fs -name '*.tmp-*')
    [ -z "$left" ] || fail "temporary files left behind: $left"
}

cat >level.json <<'JSON'
{"format": "minigolf-level/1", "name": "Straight", "par": 2,
 "tiles": ["#######", "#S...O#", "#######"]}
JSON
printf '{"format": "minigolf-shots/1", "level": "../level.json", "players": 1,\n' >fs/log.shots.json
printf '"shots": [{"player": 0, "angle": 0, "speed": 5}]}\n' >>fs/log.shots.json
echo old >fs/picture.png
echo old >fs/trace.csv
echo old >fs/solution.shots.json
# Fill the file system.
head -c 1M /dev/zero >fs/filler 2>/dev/null

run 1 render level.json --scale 64 -o fs/picture.png
expect_message fs/picture.png "No space left on device"
[ "$(cat fs/picture.png)" = old ] || fail "render -o lost the old file"
run 1 solve level.json --budget 200000 -o fs/solution.shots.json
expect_message fs/solution.shots.json "No space left on device"
[ "$(cat fs/solution.shots.json)" = old ] || fail "solve -o lost the old file"
run 1 replay fs/log.shots.json --trace fs/trace.csv
expect_message fs/trace.csv "No space left on device"
[ "$(cat fs/trace.csv)" = old ] || fail "--trace lost the old file"
# With a few bytes free, the log's rewrite cannot fit either.
run 1 replay --write-expect fs/log.shots.json
expect_message fs/log.shots.json "No space left on device"
grep -q expect fs/log.shots.json && fail "--write-expect changed the log"
no_leftovers

# Read-only.
rm -f fs/filler
mount -o remount,ro fs || fail "cannot remount the tmpfs read-only"
run 1 render level.json -o fs/picture.png
expect_message fs/picture.png "Read-only file system"
run 1 solve level.json --budget 200000 -o fs/solution.shots.json
expect_message fs/solution.shots.json "Read-only file system"
run 1 replay fs/log.shots.json --trace fs/trace.csv
expect_message fs/trace.csv "Read-only file system"
run 1 replay --write-expect fs/log.shots.json
expect_message fs/log.shots.json "Read-only file system"
[ "$(cat fs/picture.png)" = old ] && [ "$(cat fs/trace.csv)" = old ] || fail "old files changed"
echo "full_fs: ok"
