#!/bin/sh
# A round played with the keyboard through xdotool: the title menu, the start screen (two players,
# typed names), the pause menu's skip (confirmed with Y: the hole scores maxStrokes), the
# scorecard, and a shot with held Space on the next hole, aimed at first toward the cup. Skipped (exit 77) without xdotool.
# Usage (under xvfb-run): keyboard_flow.sh MINIGOLF COURSE WORK
set -eu
minigolf=$1 course=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$course" --replays "$work/replays" --frames 300 \
    --mute --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 1
key() { xdotool key --window "$window" "$@"; sleep 0.1; }
key Return # the title menu's Play
key Up
xdotool type --window "$window" Ann
key Tab
xdotool type --window "$window" Bob
key Return
key p
key s
key y # the skip asks first
key Return
xdotool keydown --window "$window" space
sleep 0.4
xdotool keyup --window "$window" space
wait "$game"
cat "$work/out.txt"
grep -q 'hole 1 "Straight Shot": final hash .* after 0 ticks (not finished)' "$work/out.txt"
log=$(ls "$work"/replays/*hole02-around-the-bend.shots.json)
cat "$log"
grep -q '"players": 2' "$log"
[ "$(grep -c '"player"' "$log")" -eq 1 ]
vx=$(sed -n 's/.*"vx": \([-0-9.e]*\).*/\1/p' "$log")
vy=$(sed -n 's/.*"vy": \([-0-9.e]*\).*/\1/p' "$log")
# From the tee (1.5, 1.5) toward the cup (12.5, 5.5): vy / vx = 4 / 11.
awk -v x="$vx" -v y="$vy" 'BEGIN { r = y / x; exit !(x > 0 && r > 0.36 && r < 0.37) }' ||
    { echo "shot ($vx, $vy) does not aim at the cup"; exit 1; }
# A skipped hole is no record.
[ ! -e "$work/data/minigolf/best-scores.json" ]
echo "start screen, skip, scorecard and keyboard shot all work"
