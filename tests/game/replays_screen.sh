#!/bin/sh
# The replays screen, driven by mouse clicks through xdotool: the title's Replays lists the
# shot logs of a folder (two test logs, copied with their level paths made absolute and the
# Diamond's written last) with course, hole and players; a click on a row opens it in the
# viewer, which names the hole's place in its course and shows a seek bar. Screenshots checked
# with png_check. Rounds (issue 24): two more logs with round files (holes 1 and 2 of "Test
# Two", one round) are one row; a click plays them hole after hole (at 4x), and the viewer's
# final hash of each is the one `golf replay` prints. Skipped (exit 77) without xdotool.
# Usage (under with_display.sh --framebuffer): replays_screen.sh MINIGOLF PNG_CHECK DATA WORK
# GOLF PYTHON
#
# Each click or key waits until the screen shows what it is meant for (screen_wait.sh): the
# title, the list, the viewer; not for a fixed second and 0.3 s, guesses of when the window is
# up and the next screen drawn. A click on the list (XTEST, through the server's input) and the
# keys after it (sent to the window) may arrive out of order; the keys wait for the viewer, or
# Up would move the list's selection.
set -eu
minigolf=$1 png_check=$2 data=$3 work=$4 golf=$5 python=$6
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work/replays"
for log in straight-two diamond-collide bend-two; do
    level=$(sed -n 's/.*"level": "\(.*\)".*/\1/p' "$data/$log.shots.json")
    sed "s#\"level\": \".*\"#\"level\": \"$data/$level\"#" "$data/$log.shots.json" \
        >"$work/replays/$log.shots.json"
done
cp "$work/replays/straight-two.shots.json" "$work/replays/round-hole1.shots.json"
for hole in 1 2; do
    printf '{"format": "minigolf-round-hole/1", "course": "Test Two", "hole": %s, "holes": 2, "round": "20260101-090000", "scores": [2, %s]}\n' \
        "$hole" "$((hole + 1))" >"$work/replays/round-hole$hole.round.json"
done
mv "$work/replays/bend-two.shots.json" "$work/replays/round-hole2.shots.json"
touch -d '2026-01-01 09:00' "$work/replays/round-hole1.shots.json"
touch -d '2026-01-01 09:05' "$work/replays/round-hole2.shots.json"
touch -d '2026-01-01 10:00' "$work/replays/straight-two.shots.json"
touch -d '2026-01-01 11:00' "$work/replays/diamond-collide.shots.json"
# The window's pixels: the title's Quit button has its left edge at x = 361 (grey 696759), left
# of it the backdrop (menu_flow.sh); the list's selected row is yellow from x = 70 (the title has
# no yellow left of x = 358); the viewer's top bar names the hole in yellow from x = 14.
. "$(dirname "$0")/screen_wait.sh"
# start FRAMES SCREENSHOT: the game on its title screen, quitting after FRAMES frames.
start() {
    XDG_DATA_HOME="$work/data" "$minigolf" "$data/course.json" --replays "$work/replays" --mute \
        --frames "$1" --screenshot "$2" >>"$work/out.txt" 2>&1 &
    game=$!
    place_window
    shown "the title" --pixel 361 512 696759 10 --pixel 291 512 2A2927 10
}
click() { xdotool mousemove --window "$window" "$1" "$2" click 1; }
replays() {
    click 512 404 # the title's Replays
    shown "the replays list" --region-has 80 200 300 245 FFD65C 40
}
# The list: two rows from y = 200, 52 px apart; the first (newest) is selected.
start 120 "$work/replays.png"
click 512 404 # the title's Replays
wait "$game"
"$png_check" "$work/replays.png" \
    --region-has 70 198 954 248 FFD65C 40 \
    --region-has 80 200 300 245 FFD65C 40 \
    --region-has 320 250 600 295 F0F2EC 40 \
    --region-lacks 70 360 954 460 FFD65C 40
# "The Diamond" (hole 3 of the Front Nine) in the viewer: the HUD says "Hole 3/9"; the seek
# bar (three shots) fills in the shooter's colour (player 1 shoots first).
start 200 "$work/watch.png"
replays
click 512 222
wait "$game"
"$png_check" "$work/watch.png" \
    --region-has 14 8 110 30 FFD65C 40 \
    --region-has 14 650 1010 670 FAFAF6 20 \
    --region-has 14 650 1010 670 28303A 6
# The round: the third row (y = 304-350) lists "Test Two · 2 holes" with the totals; a click
# plays hole 1, then hole 2 (the title's Replays first; Up twice: 4x).
: >"$work/out.txt"
start 720 "$work/round.png"
replays
click 512 326
shown "the round's first hole in the viewer" --region-has 14 8 110 30 FFD65C 40
xdotool key --window "$window" Up Up
wait "$game"
"$png_check" "$work/round.png" --region-has 14 8 110 30 FFD65C 40
cat "$work/out.txt"
for hole in 1 2; do
    expected=$("$golf" replay "$work/replays/round-hole$hole.shots.json" | sed -n 's/.*hash \([0-9a-f]\{16\}\).*/\1/p' | head -n 1)
    grep -q "replay $hole of 2 (round-hole$hole.shots.json): final hash $expected" "$work/out.txt" || {
        echo "hole $hole of the round: no final hash $expected in the viewer's output"
        exit 1
    }
done
echo "replays listed and opened in the viewer; a round played hole after hole"
