#!/bin/sh
# The editor's Floor tool paints format 2: key 1 chooses the Floor tool and key 1 again steps
# to sand; a click paints tile (2, 3) of the island green (83 px tiles from (14, 95) at 1024 x
# 720: its centre is near (200, 330)); Ctrl+S writes it as format 2 with 's' there.
# Usage (on a virtual display): editor_floors.sh MINIGOLF LEVEL WORK
set -eu
minigolf=$1 level=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
cp "$level" "$work/hole.json"
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
key() { xdotool key --window "$window" "$@"; sleep 0.15; }
key 1
key 1
xdotool mousemove --window "$window" 200 330 click 1 && sleep 0.2
key ctrl+s
key Escape
wait "$game"
cat "$work/out.txt"
grep -q "saved $work/hole.json" "$work/out.txt"
grep -q '"format": "minigolf-level/2"' "$work/hole.json"
grep -q '"#.s........www#"' "$work/hole.json"
