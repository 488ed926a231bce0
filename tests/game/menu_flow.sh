#!/bin/sh
# A round driven by mouse clicks through xdotool: the title's Settings (Sound: off, saved at
# once) and back, the title's Play, the start screen's "+" and
# Play, one slingshot shot, the pause menu's "Skip the hole", the final card's "Play again",
# then the pause menu's "Back to title" and the title's Quit. Skipped (exit 77) without xdotool.
# Usage (under xvfb-run): menu_flow.sh MINIGOLF LEVEL WORK
set -eu
minigolf=$1 level=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$level" --replays "$work/replays" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
# The display is 1280x800 and the window may open partly below it: the final card's buttons,
# under the round's stats, would then be off the screen, where no click lands.
xdotool windowmove "$window" 0 0
sleep 1
click() { xdotool mousemove --window "$window" "$1" "$2" click 1; sleep 0.25; }
click 512 458  # title: Settings
click 512 288  # settings: Sound (on -> off)
xdotool key --window "$window" Escape && sleep 0.25
click 512 244  # title: Play
click 644 307  # start screen: "+" (two players)
click 426 472  # start screen: Play (below the two name rows and the party row)
sleep 0.3
# Player 1's slingshot shot on straight.json (10x3 tiles at 100 px from (12, 216)): the tee
# (1.5, 1.5) is at pixel (162, 366); pull 60 px to the left.
xdotool mousemove --window "$window" 162 366 mousedown 1
xdotool mousemove --window "$window" 130 366 && sleep 0.1
xdotool mousemove --window "$window" 102 366 && sleep 0.1
xdotool mouseup 1 && sleep 1.6
xdotool key --window "$window" Escape && sleep 0.25
click 512 385  # pause menu: Skip the hole
click 422 392  # it asks first: Skip (Y)
click 412 591  # final card: Play again (below the round's stats)
xdotool key --window "$window" Escape && sleep 0.25
click 512 437  # pause menu: Back to title
click 512 512  # title: Quit
wait "$game"
cat "$work/out.txt"
# The skipped hole, then the hole of the second round left unplayed.
[ "$(grep -c 'hole 1 "Straight Shot": final hash' "$work/out.txt")" -eq 2 ]
grep -q 'final hash .* after 0 ticks (not finished)' "$work/out.txt"
log=$(ls "$work"/replays/*.shots.json)
cat "$log"
grep -q '"players": 2' "$log"
[ "$(grep -c '"player"' "$log")" -eq 1 ]
grep -q '"muted": true' "$work/data/minigolf/settings.json"
# A skipped hole sets no record.
[ ! -e "$work/data/minigolf/best-scores.json" ]
echo "title, start screen, shot, skip, final card, play again and back to title by mouse"
