#!/bin/sh
# The editor's Floor tool paints format 2: key 1 chooses the Floor tool and key 1 again steps
# to sand; a click paints tile (2, 3) of the island green (83 px tiles from (14, 95) at 1024 x
# 720: its centre is near (200, 330)); Ctrl+S writes it as format 2 with 's' there.
# Usage (under with_display.sh --framebuffer): editor_floors.sh MINIGOLF LEVEL WORK PYTHON
#
# No fixed pauses: the keys go through the server's input as the clicks do (xdotool key without
# --window: XTEST, to the window under the pointer), so they reach the editor in the order sent;
# the first waits until the screen shows the editor (screen_wait.sh), whose first drawing fits
# the level to the window (the tiles the clicks aim at). The level's layout does not change after.
set -eu
minigolf=$1 level=$2 work=$3 python=$4
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
cp "$level" "$work/hole.json"
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
. "$(dirname "$0")/screen_wait.sh"
place_window
key() { xdotool key "$@"; }
shown "the editor" --region-has 14 8 90 30 FFD65C 40 --pixel 600 20 4EA856 12 # its top bar
key 1
key 1
xdotool mousemove --window "$window" 200 330 click 1
key ctrl+s
key Escape
wait "$game"
cat "$work/out.txt"
grep -q "saved $work/hole.json" "$work/out.txt"
grep -q '"format": "minigolf-level/2"' "$work/hole.json"
grep -q '"#.s........www#"' "$work/hole.json"
