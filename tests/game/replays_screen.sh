#!/bin/sh
# The replays screen, driven by mouse clicks through xdotool: the title's Replays lists the
# shot logs of a folder (two test logs, copied with their level paths made absolute and the
# Diamond's written last) with course, hole and players; a click on a row opens it in the
# viewer, which names the hole's place in its course and shows a seek bar. Screenshots checked
# with png_check. Rounds (issue 24): two more logs with round files (holes 1 and 2 of "Test
# Two", one round) are one row; a click plays them hole after hole (at 4x), and the viewer's
# final hash of each is the one `golf replay` prints. Skipped (exit 77) without xdotool.
# Usage (under xvfb-run): replays_screen.sh MINIGOLF PNG_CHECK DATA WORK GOLF
set -eu
minigolf=$1 png_check=$2 data=$3 work=$4 golf=$5
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
# run FRAMES SCREENSHOT CLICKS...: clicks the given "x,y" pixels one after the other; a KEY
# instead of "x,y" is pressed.
run() {
    frames=$1 shot=$2
    shift 2
    XDG_DATA_HOME="$work/data" "$minigolf" "$data/course.json" --replays "$work/replays" --mute \
        --frames "$frames" --screenshot "$shot" >>"$work/out.txt" 2>&1 &
    game=$!
    window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
    sleep 1
    for at in "$@"; do
        case $at in
        *,*) xdotool mousemove --window "$window" "${at%,*}" "${at#*,}" click 1 ;;
        *) xdotool key --window "$window" "$at" ;;
        esac
        sleep 0.3
    done
    wait "$game"
}
# The list: two rows from y = 200, 52 px apart; the first (newest) is selected.
run 120 "$work/replays.png" 512,404
"$png_check" "$work/replays.png" \
    --region-has 70 198 954 248 FFD65C 40 \
    --region-has 80 200 300 245 FFD65C 40 \
    --region-has 320 250 600 295 F0F2EC 40 \
    --region-lacks 70 360 954 460 FFD65C 40
# "The Diamond" (hole 3 of the Front Nine) in the viewer: the HUD says "Hole 3/9"; the seek
# bar (three shots) fills in the shooter's colour (player 1 shoots first).
run 200 "$work/watch.png" 512,404 512,222
"$png_check" "$work/watch.png" \
    --region-has 14 8 110 30 FFD65C 40 \
    --region-has 14 650 1010 670 FAFAF6 20 \
    --region-has 14 650 1010 670 28303A 6
# The round: the third row (y = 304-350) lists "Test Two · 2 holes" with the totals; a click
# plays hole 1, then hole 2 (the title's Replays first; Up twice: 4x).
: >"$work/out.txt"
run 720 "$work/round.png" 512,404 512,326 Up Up
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
