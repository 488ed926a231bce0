#!/bin/sh
# Plays one shot with the mouse through xdotool (slingshot: press on the ball, drag back,
# release), after a drag cancelled with Escape; checks that exactly one shot was recorded and
# that it goes away from the drag. Skipped (exit 77) where xdotool is not installed.
# Usage (under xvfb-run): mouse_shot.sh MINIGOLF LEVEL WORK
set -eu
minigolf=$1 level=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$level" --players 1 --replays "$work/replays" \
    --frames 150 --mute >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
# The tee of bend.json is at tile (1.5, 1.5): pixel (121, 224) in the 1024x720 window.
xdotool mousemove --window "$window" 121 224 mousedown 1
xdotool mousemove --window "$window" 80 224 && sleep 0.1
xdotool key --window "$window" Escape && sleep 0.1
xdotool mouseup 1 && sleep 0.1
xdotool mousemove --window "$window" 121 224 mousedown 1
xdotool mousemove --window "$window" 90 224 && sleep 0.1
xdotool mousemove --window "$window" 60 224 && sleep 0.1
xdotool mouseup 1
wait "$game"
log=$(ls "$work"/replays/*.shots.json)
cat "$log"
shots=$(grep -c '"player"' "$log")
vx=$(sed -n 's/.*"vx": \([-0-9.e]*\).*/\1/p' "$log")
[ "$shots" -eq 1 ] || { echo "expected 1 shot, found $shots"; exit 1; }
# A 61-pixel pull to the left is 61/216 of full power (14 tiles/s; 216 = 30 % of 720), to the
# right.
awk -v vx="$vx" 'BEGIN { exit !(vx > 3.90 && vx < 4.00) }' || { echo "vx $vx is not ~3.95"; exit 1; }
echo "one shot, vx $vx"
