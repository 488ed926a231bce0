#!/bin/sh
# The start screen with eight players (issue 24): the card and the key help under it never
# overlap, at 1024x720 (a compact title makes the room) and in the smallest window, 640x400
# (everything scaled down alike). Keys through xdotool: the title's Play, seven more players;
# the second run then shrinks the window to 320x200, which the game sets back to 640x400.
# Skipped (exit 77) without xdotool. Usage (under with_display.sh --framebuffer): start_crowd.sh
# MINIGOLF PNG_CHECK DATA WORK PYTHON
#
# The resize and the keys wait until the screen shows the title (screen_wait.sh), not for a
# fixed 0.4 s, a guess of when the window is up; the keys after the title's Play need no pause:
# the resize and the keys reach the window in order, and the keys after the one that ends the
# title stay queued for the start screen (App::pollEvents).
set -eu
minigolf=$1 png_check=$2 data=$3 work=$4 python=$5
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
. "$(dirname "$0")/screen_wait.sh"
# start_screen SHOT [W H]: eight players on the start screen, the window resized to W x H.
start_screen() {
    XDG_DATA_HOME="$work/data" "$minigolf" "$data/course.json" --mute --frames 100 \
        --screenshot "$work/$1" >"$work/out.txt" 2>&1 &
    game=$!
    place_window
    # The title's Quit button's left edge (menu_flow.sh).
    shown "the title" --pixel 361 512 696759 10 --pixel 291 512 2A2927 10
    [ $# -lt 3 ] || xdotool windowsize "$window" "$2" "$3"
    xdotool key --window "$window" Return
    xdotool key --window "$window" --delay 30 Up Up Up Up Up Up Up
    wait "$game"
}
start_screen eight.png
start_screen eight-small.png 320 200
# 1024x720: the card from y = 84 to 598, player 8's pink dot at (322, 475); nothing between
# the card and the help (from y = 622), whose first line is there.
"$png_check" "$work/eight.png" --size 1024 720 \
    --pixel 322 475 F476BE 30 \
    --region-lacks 150 600 870 620 F0F2EC 80 \
    --region-lacks 150 600 870 620 A0AAB0 60 \
    --region-has 290 622 730 645 A0AAB0 30
# 640x400, drawn 1.77 times smaller: the card ends at y = 338, player 8's dot at (213, 268),
# the help from y = 345.
"$png_check" "$work/eight-small.png" --size 640 400 \
    --region-has 207 263 218 274 F476BE 30 \
    --region-lacks 150 339 490 343 A0AAB0 60 \
    --region-has 180 344 460 356 A0AAB0 40
echo "eight players: the card and the key help keep apart at 1024x720 and 640x400"
