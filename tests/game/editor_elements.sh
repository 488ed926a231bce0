#!/bin/sh
# The editor's element tools on a new 12 x 8 level (71.75 px tiles from (81.5, 74) at 1024 x
# 720: tile (c, r) has its centre at (81.5 + 71.75 (c + 0.5), 74 + 71.75 (r + 0.5))): W and a
# click on tile (6, 4) put a windmill's pivot at (6.5, 4.5); E and a drag from tile (4, 1) to
# tile (8, 6) put a teleport from (4.5, 1.5) to (8.5, 6.5); Ctrl+S saves; then a windmill on
# tile (3, 4), whose arms would sweep the tee at (2.5, 4.5), is refused in the loader's words
# (left in the status bar of the screenshot) and Escape quits at once (nothing unsaved).
# `golf check` accepts the file, format 3 with exactly those two elements.
# Usage (on a virtual display): editor_elements.sh MINIGOLF GOLF WORK
set -eu
minigolf=$1 golf=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
key() { xdotool key --window "$window" "$@"; sleep 0.15; }
key w
xdotool mousemove --window "$window" 548 397 click 1 && sleep 0.15
key e
xdotool mousemove --window "$window" 404 182 mousedown 1 && sleep 0.1
xdotool mousemove --window "$window" 550 360 && sleep 0.1
xdotool mousemove --window "$window" 691 540 && sleep 0.1
xdotool mouseup 1 && sleep 0.15
key ctrl+s
key w
xdotool mousemove --window "$window" 333 397 click 1 && sleep 0.3
key Escape
wait "$game"
cat "$work/out.txt"
grep -q "saved $work/hole.json" "$work/out.txt"
"$golf" check "$work/hole.json"
python3 - "$work/hole.json" <<'END'
import json, sys
level = json.load(open(sys.argv[1]))
assert level["format"] == "minigolf-level/3", level["format"]
movers, teleports = level["movers"], level["teleports"]
assert len(movers) == 1 and len(teleports) == 1, (movers, teleports)
mill, portal = movers[0], teleports[0]
assert mill["kind"] == "blades" and mill["pivot"] == {"x": 6.5, "y": 4.5}, mill
assert portal["from"] == {"x": 4.5, "y": 1.5, "radius": 0.35}, portal
assert portal["to"] == {"x": 8.5, "y": 6.5}, portal
print(json.dumps(movers), json.dumps(teleports))
END
