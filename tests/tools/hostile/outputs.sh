#!/bin/bash
# Output files of `golf` (render -o, solve -o, replay --write-expect, replay --trace):
# a symbolic link is followed and stays a link; a FIFO, a folder or a device is refused with
# exit 1 and left as it was; permissions are kept; empty names and '-' are usage errors (2).
# Usage: outputs.sh GOLF WORK
set -u
golf=$1
work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
# shellcheck source=common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
is_png() { [ "$(head -c 4 "$1" | od -An -c | tr -d ' ')" = "211PNG" ]; }

cat >level.json <<'JSON'
{"format": "minigolf-level/1", "name": "Straight", "par": 2,
 "tiles": ["#######", "#S...O#", "#######"]}
JSON
cat >log.shots.json <<'JSON'
{"format": "minigolf-shots/1", "level": "level.json", "players": 1,
 "shots": [{"player": 0, "angle": 0, "speed": 5}]}
JSON

# A link to a regular file: the file is replaced, the link stays.
mkdir real
echo old >real/picture.png
chmod 0640 real/picture.png
ln -s real/picture.png link.png
run 0 render level.json -o link.png
[ -L link.png ] || fail "render -o replaced the link with a file"
is_png real/picture.png || fail "render -o did not write the file the link points to"
[ "$(stat -c %a real/picture.png)" = 640 ] || fail "render -o lost the permissions 0640"
# A dangling link: the file it names is created.
ln -s real/new.png dangling.png
run 0 render level.json -o dangling.png
[ -L dangling.png ] && is_png real/new.png || fail "render -o through a dangling link"
# A chain of links, and a loop.
ln -s link.png chain.png
run 0 render level.json -o chain.png
[ -L chain.png ] && [ -L link.png ] || fail "render -o through a chain of links"
ln -s loop-a.png loop-b.png && ln -s loop-b.png loop-a.png
run 1 render level.json -o loop-a.png
case $out in *loop-a.png*) ;; *) fail "a loop is not named: $out" ;; esac

# Not regular files: refused, left as they were, and nothing else left behind.
mkfifo fifo
mkdir folder
run 1 render level.json -o fifo
case $out in *"fifo: not written: it is a FIFO"*) ;; *) fail "render -o FIFO: $out" ;; esac
[ -p fifo ] || fail "the FIFO was replaced"
run 1 solve level.json -o fifo
[ -p fifo ] || fail "solve -o replaced the FIFO"
run 1 render level.json -o folder
case $out in *"folder: not written: it is a folder"*) ;; *) fail "render -o folder: $out" ;; esac
ln -s fifo fifo-link
run 1 replay log.shots.json --trace fifo-link
[ -p fifo ] && [ -L fifo-link ] || fail "--trace through a link to a FIFO"
if mknod null c 1 3 2>/dev/null; then
    run 1 render level.json -o null
    [ -c null ] || fail "render -o replaced a device"
    case $out in *"null: not written: it is a device"*) ;; *) fail "render -o device: $out" ;; esac
    rm -f null
fi
leftovers=$(find . -name '*.tmp-*')
[ -z "$leftovers" ] || fail "temporary files left behind: $leftovers"

# solve -o and --write-expect through a link.
ln -s real/solution.shots.json solution.shots.json
run 0 solve level.json --budget 500000 -o solution.shots.json
[ -L solution.shots.json ] && [ -f real/solution.shots.json ] || fail "solve -o through a link"
cp log.shots.json real/log.shots.json
ln -s real/log.shots.json linked.shots.json
run 0 replay --write-expect linked.shots.json
[ -L linked.shots.json ] || fail "--write-expect replaced the link with a file"
grep -q '"expect"' real/log.shots.json || fail "--write-expect did not write through the link"
run 0 replay linked.shots.json

# --trace: written whole, through a link.
ln -s real/trace.csv trace-link.csv
run 0 replay log.shots.json --trace trace-link.csv
[ -L trace-link.csv ] || fail "--trace replaced the link"
[ "$(head -n 1 real/trace.csv)" = "tick,player,x,y,vx,vy" ] || fail "--trace header"
[ "$(wc -l <real/trace.csv)" -gt 10 ] || fail "--trace rows"

# Usage errors.
run 2 replay log.shots.json --trace ''
run 2 render level.json --shots '' -o x.png
run 2 render level.json -o ''
run 2 solve level.json -o ''
run 2 render level.json -o -
run 2 solve level.json -o -
[ ! -e x.png ] && [ ! -e ./- ] || fail "a usage error wrote a file"
echo "outputs: ok"
