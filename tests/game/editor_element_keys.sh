#!/bin/sh
# The element panel on a new 12 x 8 level (71.75 px tiles from (81.5, 74) at 1024 x 720; with
# the panel shown, 58 px tiles from (14, 129)): W and a click on tile (6, 4) put a windmill at
# (6.5, 4.5), V and a click on its pivot select it; Down x 5 chooses its period, Right steps it to 4.5 s, Enter and
# "2.5" set 2.5 s, Enter and "0" is refused (the field stays), Escape cancels the field and
# Escape deselects. G twice turns the gate tool to 90 degrees and a click puts a gate on tile
# (4, 2); V and a click select it, Right turns it to 180. 6 and a click make tile (10, 1) a
# '7' triangle; B and a click make tile (9, 1) a bumper, a click on (10, 1) a corner bumper of
# the triangle's shape. Ctrl+S saves, Escape quits. `golf check` accepts the file, whose
# windmill turns in 2.5 s, whose gate at row 2, column 4 passes 180 and whose bumpers at row 1,
# columns 9 and 10 have restitution 1.25, shapes "#" and "7".
# Usage (on a virtual display): editor_element_keys.sh MINIGOLF GOLF WORK
set -eu
minigolf=$1 golf=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" timeout 40 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
key() { xdotool key --window "$window" "$@"; sleep 0.15; }
key w
xdotool mousemove --window "$window" 548 397 click 1 && sleep 0.2
key v
xdotool mousemove --window "$window" 548 397 click 1 && sleep 0.2
key Down Down Down Down Down
key Right
key Return 2 period 5 Return
key Return 0 Return
key Escape
key Escape
key g
key g
xdotool mousemove --window "$window" 404 253 click 1 && sleep 0.2
key v
xdotool mousemove --window "$window" 404 253 click 1 && sleep 0.2
key Right
key Escape
key 6
xdotool mousemove --window "$window" 835 181 click 1 && sleep 0.2
key b
xdotool mousemove --window "$window" 763 181 click 1 && sleep 0.2
xdotool mousemove --window "$window" 835 181 click 1 && sleep 0.2
xdotool mousemove --window "$window" 1000 700 && sleep 0.1 # no preview over the tiles
key ctrl+s
key Escape
wait "$game"
cat "$work/out.txt"
grep -q "saved $work/hole.json" "$work/out.txt"
"$golf" check "$work/hole.json"
python3 - "$work/hole.json" <<'END'
import json, sys
level = json.load(open(sys.argv[1]))
assert level["format"] == "minigolf-level/3", level["format"]
mill = level["movers"][0]
assert mill["kind"] == "blades" and mill["pivot"] == {"x": 6.5, "y": 4.5}, mill
assert mill["period"] == 2.5, mill
legend, tiles = level["legend"], level["tiles"]
gate, bumper, corner = tiles[2][4], tiles[1][9], tiles[1][10]
assert legend[gate] == {"gate": {"pass": 180}}, (gate, legend)
assert legend[bumper] == {"wall": {"shape": "#", "restitution": 1.25}}, (bumper, legend)
assert legend[corner] == {"wall": {"shape": "7", "restitution": 1.25}}, (corner, legend)
assert len(legend) == 3, legend
print(json.dumps(mill), json.dumps(legend))
END
